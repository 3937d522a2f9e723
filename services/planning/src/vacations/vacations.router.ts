import { Router } from 'express';
import {
  createItineraryItemBody,
  createPackingItemBody,
  createVacationBody,
  updateItineraryItemBody,
  updatePackingItemBody,
  updateVacationBody,
  vacationListQuery,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { VacationsService } from './vacations.service';

export function vacationsRouter(vacations: VacationsService): Router {
  const router = Router();

  router.get('/api/vacations', async (req, res) => {
    res.json(await vacations.list(callerOf(req), parse(vacationListQuery, req.query)));
  });

  router.post('/api/vacations', async (req, res) => {
    const caller = callerOf(req);
    vacations.assertMayPlan(caller);
    res.status(201).json(await vacations.create(caller, parse(createVacationBody, req.body)));
  });

  router.patch('/api/vacations/:id', async (req, res) => {
    const caller = callerOf(req);
    const id = parseId(req.params.id, 'Vacation');
    res.json(await vacations.update(caller, id, parse(updateVacationBody, req.body)));
  });

  router.delete('/api/vacations/:id', async (req, res) => {
    await vacations.remove(callerOf(req), parseId(req.params.id, 'Vacation'));
    res.status(204).end();
  });

  router.get('/api/vacations/:id/packing-items', async (req, res) => {
    res.json(await vacations.listPacking(callerOf(req), parseId(req.params.id, 'Vacation')));
  });

  router.post('/api/vacation-packing-items', async (req, res) => {
    const caller = callerOf(req);
    res.status(201).json(await vacations.addPacking(caller, parse(createPackingItemBody, req.body)));
  });

  router.patch('/api/vacation-packing-items/:id', async (req, res) => {
    const caller = callerOf(req);
    const id = parseId(req.params.id, 'Packing item');
    res.json(await vacations.updatePacking(caller, id, parse(updatePackingItemBody, req.body)));
  });

  router.delete('/api/vacation-packing-items/:id', async (req, res) => {
    await vacations.removePacking(callerOf(req), parseId(req.params.id, 'Packing item'));
    res.status(204).end();
  });

  router.get('/api/vacations/:id/itinerary', async (req, res) => {
    res.json(await vacations.listItinerary(callerOf(req), parseId(req.params.id, 'Vacation')));
  });

  router.post('/api/vacation-itinerary', async (req, res) => {
    const caller = callerOf(req);
    res.status(201).json(await vacations.addItinerary(caller, parse(createItineraryItemBody, req.body)));
  });

  router.patch('/api/vacation-itinerary/:id', async (req, res) => {
    const caller = callerOf(req);
    const id = parseId(req.params.id, 'Itinerary item');
    res.json(await vacations.updateItinerary(caller, id, parse(updateItineraryItemBody, req.body)));
  });

  router.delete('/api/vacation-itinerary/:id', async (req, res) => {
    await vacations.removeItinerary(callerOf(req), parseId(req.params.id, 'Itinerary item'));
    res.status(204).end();
  });

  return router;
}
