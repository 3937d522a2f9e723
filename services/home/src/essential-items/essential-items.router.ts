import { Router } from 'express';
import {
  createEssentialItemBody,
  essentialListQuery,
  restockEssentialBody,
  updateEssentialItemBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { EssentialItemsService } from './essential-items.service';

/** `/api/essential-items`: a page of essentials (or only the low ones), add, change, delete, Restock, Used one. */
export function essentialItemsRouter(service: EssentialItemsService): Router {
  const router = Router();
  const idOf = (raw: string | undefined) => parseId(raw, 'Essential item');

  router.get('/api/essential-items', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(essentialListQuery, req.query)));
  });

  router.post('/api/essential-items', async (req, res) => {
    res.status(201).json(await service.create(callerOf(req), parse(createEssentialItemBody, req.body)));
  });

  router.get('/api/essential-items/:id', async (req, res) => {
    res.json(await service.get(callerOf(req), idOf(req.params.id)));
  });

  router.patch('/api/essential-items/:id', async (req, res) => {
    const id = idOf(req.params.id);
    res.json(await service.update(callerOf(req), id, parse(updateEssentialItemBody, req.body)));
  });

  router.delete('/api/essential-items/:id', async (req, res) => {
    await service.remove(callerOf(req), idOf(req.params.id));
    res.status(204).end();
  });

  router.post('/api/essential-items/:id/restock', async (req, res) => {
    const id = idOf(req.params.id);
    const { quantity } = parse(restockEssentialBody, req.body ?? {});
    res.json(await service.restock(callerOf(req), id, quantity));
  });

  router.post('/api/essential-items/:id/use', async (req, res) => {
    res.json(await service.useOne(callerOf(req), idOf(req.params.id)));
  });

  return router;
}
