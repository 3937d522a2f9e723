import { Router } from 'express';
import {
  addBoughtToPantryBody,
  createPantryItemBody,
  pantryCountsQuery,
  pantryListQuery,
  updatePantryItemBody,
  updatePantrySettingsBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { PantryItemsService } from './pantry-items.service';

/** `/api/pantry-items`: a page of the pantry (search, filters), its counts, add, change, delete; bought items. */
export function pantryItemsRouter(service: PantryItemsService): Router {
  const router = Router();

  router.get('/api/pantry-items', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(pantryListQuery, req.query)));
  });

  router.get('/api/pantry-items/counts', async (req, res) => {
    res.json(await service.counts(callerOf(req), parse(pantryCountsQuery, req.query)));
  });

  router.get('/api/pantry-items/settings', async (req, res) => {
    res.json(await service.settings(callerOf(req)));
  });

  router.put('/api/pantry-items/settings', async (req, res) => {
    res.json(await service.saveSettings(callerOf(req), parse(updatePantrySettingsBody, req.body)));
  });

  router.post('/api/pantry-items/from-shopping', async (req, res) => {
    const answer = await service.addBought(callerOf(req), parse(addBoughtToPantryBody, req.body));
    res.status(answer.created ? 201 : 200).json(answer);
  });

  router.post('/api/pantry-items', async (req, res) => {
    res.status(201).json(await service.create(callerOf(req), parse(createPantryItemBody, req.body)));
  });

  router.get('/api/pantry-items/:id', async (req, res) => {
    res.json(await service.get(callerOf(req), parseId(req.params.id, 'Pantry item')));
  });

  router.patch('/api/pantry-items/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Pantry item');
    res.json(await service.update(callerOf(req), id, parse(updatePantryItemBody, req.body)));
  });

  router.delete('/api/pantry-items/:id', async (req, res) => {
    await service.remove(callerOf(req), parseId(req.params.id, 'Pantry item'));
    res.status(204).end();
  });

  return router;
}
