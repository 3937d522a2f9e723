import type { Router } from 'express';
import { maintenanceEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { MaintenanceService } from './maintenance.service';

export function maintenanceRouter(service: MaintenanceService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.history, ({ caller, query }) => service.history(caller, query));
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
    bind(endpoints.complete, ({ caller, params, body }) => service.complete(caller, params.id, body));
  });
}
