import { Router } from 'express';
import {
  createCarpoolBody,
  createCarpoolPassengerBody,
  createEventGuestBody,
  updateCarpoolBody,
  updateEventGuestBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { GuestsCarpoolsService } from './guests-carpools.service';

export function guestsCarpoolsRouter(service: GuestsCarpoolsService): Router {
  const router = Router();

  router.get('/api/events/:id/guests', async (req, res) => {
    res.json(await service.listGuests(callerOf(req), parseId(req.params.id, 'Event')));
  });

  router.post('/api/event-guests', async (req, res) => {
    const caller = callerOf(req);
    res.status(201).json(await service.createGuest(caller, parse(createEventGuestBody, req.body)));
  });

  router.patch('/api/event-guests/:id', async (req, res) => {
    const caller = callerOf(req);
    const id = parseId(req.params.id, 'Guest');
    res.json(await service.updateGuest(caller, id, parse(updateEventGuestBody, req.body)));
  });

  router.delete('/api/event-guests/:id', async (req, res) => {
    await service.removeGuest(callerOf(req), parseId(req.params.id, 'Guest'));
    res.status(204).end();
  });

  router.get('/api/events/:id/carpools', async (req, res) => {
    res.json(await service.listCarpools(callerOf(req), parseId(req.params.id, 'Event')));
  });

  router.post('/api/carpools', async (req, res) => {
    const caller = callerOf(req);
    res.status(201).json(await service.createCarpool(caller, parse(createCarpoolBody, req.body)));
  });

  router.patch('/api/carpools/:id', async (req, res) => {
    const caller = callerOf(req);
    const id = parseId(req.params.id, 'Carpool');
    res.json(await service.updateCarpool(caller, id, parse(updateCarpoolBody, req.body)));
  });

  router.delete('/api/carpools/:id', async (req, res) => {
    await service.removeCarpool(callerOf(req), parseId(req.params.id, 'Carpool'));
    res.status(204).end();
  });

  router.get('/api/carpools/:id/passengers', async (req, res) => {
    res.json(await service.listPassengers(callerOf(req), parseId(req.params.id, 'Carpool')));
  });

  router.post('/api/carpool-passengers', async (req, res) => {
    const caller = callerOf(req);
    res.status(201).json(await service.addPassenger(caller, parse(createCarpoolPassengerBody, req.body)));
  });

  router.delete('/api/carpool-passengers/:id', async (req, res) => {
    await service.removePassenger(callerOf(req), parseId(req.params.id, 'Passenger'));
    res.status(204).end();
  });

  return router;
}
