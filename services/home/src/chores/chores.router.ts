import type { Router } from 'express';
import { choreEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { ChoresService } from './chores.service';

export function choresRouter(service: ChoresService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
    bind(endpoints.assignments, ({ caller, query }) => service.assignments(caller, query));
    bind(endpoints.summary, ({ caller, query }) => service.statusCounts(caller, query.assignedToId));
    bind(endpoints.complete, ({ caller, params }) => service.markComplete(caller, params.id));
    bind(endpoints.verify, ({ caller, params }) => service.verify(caller, params.id));
    bind(endpoints.reject, ({ caller, params, body }) => service.reject(caller, params.id, body.note));
  });
}
