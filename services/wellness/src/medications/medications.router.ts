import type { Router } from 'express';
import { medicationEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { MedicationsService } from './medications.service';

/** 001 §7's medication calls, plus the day view and undoing a log. */
export function medicationsRouter(service: MedicationsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.today, ({ caller, query }) => service.day(caller, query));
    bind(endpoints.get, ({ caller, params }) => service.get(caller, params.id));
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
    bind(endpoints.logs, ({ caller, query }) => service.listLogs(caller, query));
    bind(endpoints.log, ({ caller, body }) => service.log(caller, body));
    bind(endpoints.removeLog, ({ caller, params }) => service.removeLog(caller, params.id));
  });
}
