import { Router } from 'express';
import {
  createMeTimeBlockBody,
  familyCalendarQuery,
  meTimeListQuery,
  updateMeTimeBlockBody,
} from '@familyhub/contracts';
import { badRequest, callerOf, parse, parseId } from '@familyhub/server-kit';
import { ME_TIME_TOPIC, type MeTimeService } from './me-time.service';

/** 001 §7's me-time calls. */
export function meTimeRouter(service: MeTimeService): Router {
  const router = Router();
  router.get('/api/me-time-blocks', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(meTimeListQuery, req.query)));
  });
  // Wellness's part of the family calendar of /calendar: me time, its one source.
  router.get('/api/wellness/calendar-items', async (req, res) => {
    const { source, ...window } = parse(familyCalendarQuery, req.query);
    if (source !== ME_TIME_TOPIC) throw badRequest(`source must be ${ME_TIME_TOPIC}`);
    res.json(await service.calendarItems(callerOf(req), window));
  });
  // Planning asks (signed, for the member reading their alerts) before it shows them their normal alerts.
  router.get('/internal/do-not-disturb', async (req, res) => {
    res.json(await service.doNotDisturb(callerOf(req)));
  });
  router.post('/api/me-time-blocks', async (req, res) => {
    res.status(201).json(await service.create(callerOf(req), parse(createMeTimeBlockBody, req.body)));
  });
  router.patch('/api/me-time-blocks/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Me time block');
    res.json(await service.update(callerOf(req), id, parse(updateMeTimeBlockBody, req.body)));
  });
  router.post('/api/me-time-blocks/:id/complete', async (req, res) => {
    res.json(await service.complete(callerOf(req), parseId(req.params.id, 'Me time block')));
  });
  router.delete('/api/me-time-blocks/:id', async (req, res) => {
    await service.remove(callerOf(req), parseId(req.params.id, 'Me time block'));
    res.status(204).end();
  });
  return router;
}
