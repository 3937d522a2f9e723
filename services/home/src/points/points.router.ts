import { Router } from 'express';
import { adjustPointsBody, pointsConversionBody, pointsLedgerQuery } from '@familyhub/contracts';
import { callerOf, familyCallerOf, parse } from '@familyhub/server-kit';
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
  /**
   * Chore points into allowance money: money spends a child's points for one of its conversions (idempotent by
   * key) and cancels one that failed on its side (the points come back). Signed by the money service only.
   */
  router.post('/internal/points/conversions', async (req, res) => {
    res.json(await service.spendForAllowance(familyCallerOf(req), parse(pointsConversionBody, req.body)));
  });
  router.post('/internal/points/conversions/cancel', async (req, res) => {
    res.json(
      await service.cancelAllowanceConversion(familyCallerOf(req), parse(pointsConversionBody, req.body)),
    );
  });
  return router;
}
