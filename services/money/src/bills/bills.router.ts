import type { Router } from 'express';
import { billEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { BillsService } from './bills.service';

export function billsRouter(bills: BillsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => bills.list(caller, query));
    bind(endpoints.summary, ({ caller }) => bills.summary(caller));
    bind(endpoints.get, ({ caller, params }) => bills.get(caller, params.id));
    bind(endpoints.create, ({ caller, body }) => bills.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => bills.update(caller, params.id, body));
    bind(endpoints.pay, ({ caller, params, body }) => bills.pay(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => bills.remove(caller, params.id));
  });
}
