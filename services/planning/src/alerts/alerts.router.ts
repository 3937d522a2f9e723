import { Router } from 'express';
import { alertsQuery, updateAlertStatusBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { AlertsService } from './alerts.service';

export function alertsRouter(alerts: AlertsService): Router {
  const router = Router();

  // Polled every 30 s by the shell for the signed-in user (the gateway sends this one /api/users path here).
  router.get('/api/users/:id/alerts', async (req, res) => {
    const caller = callerOf(req);
    const userId = parseId(req.params.id, 'User');
    res.json(await alerts.list(caller, userId, parse(alertsQuery, req.query)));
  });

  router.patch('/api/alerts/:id/status', async (req, res) => {
    const caller = callerOf(req);
    const id = parseId(req.params.id, 'Alert');
    parse(updateAlertStatusBody, req.body);
    res.json(await alerts.dismiss(caller, id));
  });

  return router;
}
