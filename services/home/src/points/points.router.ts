import { Router } from 'express';
import { adjustPointsBody, pointsLedgerQuery } from '@familyhub/contracts';
import { callerOf, parse } from '@familyhub/server-kit';
import type { PointsService } from './points.service';

/** `/api/points`: balances, the ledger, and a parent's adjustment. */
export function pointsRouter(service: PointsService): Router {
  const router = Router();
  router.get('/api/points', async (req, res) => {
    res.json(await service.balances(callerOf(req)));
  });
  router.get('/api/points/ledger', async (req, res) => {
    res.json(await service.ledger(callerOf(req), parse(pointsLedgerQuery, req.query)));
  });
  router.post('/api/points/adjustments', async (req, res) => {
    res.status(201).json(await service.adjust(callerOf(req), parse(adjustPointsBody, req.body)));
  });
  return router;
}
