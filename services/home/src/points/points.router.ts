import type { Router } from 'express';
import { pointsConversionBody, pointsEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter, familyCallerOf, parse } from '@familyhub/server-kit';
import type { PointsService } from './points.service';

/** `/api/points`: balances, the ledger, and a parent's adjustment. */
export function pointsRouter(service: PointsService): Router {
  const router = endpointRouter((bind) => {
    bind(endpoints.balances, ({ caller }) => service.balances(caller));
    bind(endpoints.ledger, ({ caller, query }) => service.ledger(caller, query));
    bind(endpoints.adjust, ({ caller, body }) => service.adjust(caller, body));
  });
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
