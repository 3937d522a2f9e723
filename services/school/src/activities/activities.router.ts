import type { Router } from 'express';
import { activityEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { ActivitiesService } from './activities.service';

export function activitiesRouter(service: ActivitiesService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.get, ({ caller, params }) => service.get(caller, params.id));
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
  });
}
