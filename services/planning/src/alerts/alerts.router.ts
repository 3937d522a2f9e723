import type { Router } from 'express';
import { alertEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter, requestLanguage } from '@familyhub/server-kit';
import type { AlertsService } from './alerts.service';

export function alertsRouter(alerts: AlertsService): Router {
  return endpointRouter((bind) => {
    // Polled every 30 s by the shell for the signed-in user (the gateway sends this one /api/users path here).
    // Each answers in the reader's language: the titles services worded (issue #35).
    bind(endpoints.list, ({ caller, params, query }, req) =>
      alerts.list(caller, params.id, query, requestLanguage(req)),
    );
    bind(endpoints.dismiss, ({ caller, params }, req) =>
      alerts.dismiss(caller, params.id, requestLanguage(req)),
    );
  });
}
