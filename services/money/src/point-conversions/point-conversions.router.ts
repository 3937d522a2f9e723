import { Router } from 'express';
import { convertPointsBody, setPointsRateBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { PointConversionsService } from './point-conversions.service';

/** The points rate and a child's points into their allowance (mounted before `/api/allowances/:id`). */
export function pointConversionsRouter(service: PointConversionsService): Router {
  const router = Router();

  router.get('/api/allowances/points-rate', async (req, res) => {
    res.json(await service.rate(callerOf(req)));
  });

  router.put('/api/allowances/points-rate', async (req, res) => {
    res.json(await service.setRate(callerOf(req), parse(setPointsRateBody, req.body)));
  });

  router.post('/api/allowances/:id/point-conversions', async (req, res) => {
    const id = parseId(req.params.id, 'Allowance');
    res.status(201).json(await service.convert(callerOf(req), id, parse(convertPointsBody, req.body)));
  });

  return router;
}
