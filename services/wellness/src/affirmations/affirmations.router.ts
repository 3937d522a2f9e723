import { Router } from 'express';
import { dailyAffirmationQuery } from '@familyhub/contracts';
import { callerOf, parse } from '@familyhub/server-kit';
import type { AffirmationsService } from './affirmations.service';

export function affirmationsRouter(service: AffirmationsService): Router {
  const router = Router();
  router.get('/api/affirmations/daily', async (req, res) => {
    callerOf(req); // signed-in members only
    res.json(await service.daily(parse(dailyAffirmationQuery, req.query).date));
  });
  return router;
}
