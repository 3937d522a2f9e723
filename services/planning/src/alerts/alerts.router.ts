import type { Router } from 'express';
import { alertEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { AlertsService } from './alerts.service';

export function alertsRouter(alerts: AlertsService): Router {
  return endpointRouter((bind) => {
    // Polled every 30 s by the shell for the signed-in user (the gateway sends this one /api/users path here).
    bind(endpoints.list, ({ caller, params, query }) => alerts.list(caller, params.id, query));
    bind(endpoints.dismiss, ({ caller, params }) => alerts.dismiss(caller, params.id));
  });
}
