import { Router } from 'express';
import { createMoodBody, moodListQuery } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { MoodsService } from './moods.service';

export function moodsRouter(service: MoodsService): Router {
  const router = Router();
  router.get('/api/moods', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(moodListQuery, req.query)));
  });
  router.post('/api/moods', async (req, res) => {
    res.status(201).json(await service.record(callerOf(req), parse(createMoodBody, req.body)));
  });
  router.delete('/api/moods/:id', async (req, res) => {
    await service.remove(callerOf(req), parseId(req.params.id, 'Mood'));
    res.status(204).end();
  });
  return router;
}
