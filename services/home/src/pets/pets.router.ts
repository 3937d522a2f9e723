import { Router } from 'express';
import {
  createPetBody,
  createPetCareItemBody,
  petQuery,
  updatePetBody,
  updatePetCareItemBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { PetsService } from './pets.service';

/** `/api/pets` (profiles), `/api/pets/{id}/care-items` (care, Done today) and `/api/pets/care-today`. */
export function petsRouter(service: PetsService): Router {
  const router = Router();
  const ids = (params: Record<string, string | undefined>) => ({
    petId: parseId(params.petId, 'Pet'),
    id: parseId(params.id, 'Care item'),
  });
  router.get('/api/pets', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(petQuery, req.query)));
  });
  router.get('/api/pets/care-today', async (req, res) => {
    res.json(await service.today(callerOf(req)));
  });
  router.post('/api/pets', async (req, res) => {
    res.status(201).json(await service.create(callerOf(req), parse(createPetBody, req.body)));
  });
  router.patch('/api/pets/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Pet');
    res.json(await service.update(callerOf(req), id, parse(updatePetBody, req.body)));
  });
  router.delete('/api/pets/:id', async (req, res) => {
    await service.remove(callerOf(req), parseId(req.params.id, 'Pet'));
    res.status(204).end();
  });
  router.post('/api/pets/:petId/care-items', async (req, res) => {
    const petId = parseId(req.params.petId, 'Pet');
    res.status(201).json(await service.addCare(callerOf(req), petId, parse(createPetCareItemBody, req.body)));
  });
  router.patch('/api/pets/:petId/care-items/:id', async (req, res) => {
    const { petId, id } = ids(req.params);
    res.json(await service.updateCare(callerOf(req), petId, id, parse(updatePetCareItemBody, req.body)));
  });
  router.delete('/api/pets/:petId/care-items/:id', async (req, res) => {
    const { petId, id } = ids(req.params);
    await service.removeCare(callerOf(req), petId, id);
    res.status(204).end();
  });
  router.post('/api/pets/:petId/care-items/:id/done', async (req, res) => {
    const { petId, id } = ids(req.params);
    res.json(await service.markDone(callerOf(req), petId, id));
  });
  router.delete('/api/pets/:petId/care-items/:id/done', async (req, res) => {
    const { petId, id } = ids(req.params);
    res.json(await service.undoDone(callerOf(req), petId, id));
  });
  return router;
}
