import type { Router } from 'express';
import { schoolYearEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { SchoolYearsService } from './school-years.service';

export function schoolYearsRouter(years: SchoolYearsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => years.list(caller, query));
    bind(endpoints.create, ({ caller, body }) => years.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => years.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => years.remove(caller, params.id));
  });
}
