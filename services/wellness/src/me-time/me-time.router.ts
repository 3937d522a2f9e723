import { Router } from 'express';
import { createMeTimeBlockBody, meTimeListQuery, updateMeTimeBlockBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { MeTimeService } from './me-time.service';

/** 001 §7's me-time calls. */
export function meTimeRouter(service: MeTimeService): Router {
  const router = Router();
  router.get('/api/me-time-blocks', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(meTimeListQuery, req.query)));
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
