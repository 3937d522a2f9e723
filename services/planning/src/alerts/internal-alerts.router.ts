import { Router } from 'express';
import { clearAlertsBody, raiseAlertsBody } from '@familyhub/contracts';
import { familyCallerOf, parse } from '@familyhub/server-kit';
import type { AlertsService } from './alerts.service';

/**
 * How every domain raises and clears alerts (docs/adr/0008-alerts-and-family-tasks-from-every-domain.md):
 * signed service-to-service calls, never forwarded by the gateway. The family is the signed caller's (a member
 * forwarded by the domain, or the domain acting for a family in a job); the bodies cannot name one.
 * Client: `platformClients(internalKey, domain).alerts` in server-kit.
 */
export function internalAlertsRouter(alerts: AlertsService): Router {
  const router = Router();

  router.post('/internal/alerts', async (req, res) => {
    const caller = familyCallerOf(req);
    res.json(await alerts.raiseFromDomain(caller, parse(raiseAlertsBody, req.body)));
  });

  router.post('/internal/alerts/clear', async (req, res) => {
    const caller = familyCallerOf(req);
    res.json(await alerts.clearFromDomain(caller, parse(clearAlertsBody, req.body)));
  });

  return router;
}
