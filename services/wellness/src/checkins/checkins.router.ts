import type { Router } from 'express';
import { checkinEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { CheckinsService } from './checkins.service';

/** `/api/mental-health-checkins` and `/api/wellness/me/today`, served from their definitions. */
export function checkinsRouter(service: CheckinsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.shares, ({ caller }) => service.shares(caller));
    bind(endpoints.share, ({ caller, body }) => service.share(caller, body));
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.save, ({ caller, body }) => service.save(caller, body));
    bind(endpoints.today, ({ caller, query }) => service.today(caller, query));
  });
}
