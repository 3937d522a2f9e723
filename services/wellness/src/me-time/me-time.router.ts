import type { Router } from 'express';
import { meTimeEndpoints as endpoints } from '@familyhub/contracts';
import { badRequest, callerOf, endpointRouter } from '@familyhub/server-kit';
import { ME_TIME_TOPIC, type MeTimeService } from './me-time.service';

/** 001 §7's me-time calls. */
export function meTimeRouter(service: MeTimeService): Router {
  const router = endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    // Wellness's part of the family calendar of /calendar: me time, its one source.
    bind(endpoints.calendarItems, ({ caller, query: { source, ...window } }) => {
      if (source !== ME_TIME_TOPIC) throw badRequest(`source must be ${ME_TIME_TOPIC}`);
      return service.calendarItems(caller, window);
    });
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.complete, ({ caller, params }) => service.complete(caller, params.id));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
  });
  // Planning asks (signed, for the member reading their alerts) before it shows them their normal alerts.
  router.get('/internal/do-not-disturb', async (req, res) => {
    res.json(await service.doNotDisturb(callerOf(req)));
  });
  return router;
}
