import type { Router } from 'express';
import { allowanceEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { AllowancesService } from './allowances.service';

export function allowancesRouter(allowances: AllowancesService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => allowances.list(caller, query));
    bind(endpoints.create, ({ caller, body }) => allowances.create(caller, body));
    bind(endpoints.get, ({ caller, params }) => allowances.get(caller, params.id));
    bind(endpoints.update, ({ caller, params, body }) => allowances.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => allowances.remove(caller, params.id));
    bind(endpoints.transactions, ({ caller, params, query }) =>
      allowances.listTransactions(caller, params.id, query),
    );
    bind(endpoints.addTransaction, ({ caller, params, body }) =>
      allowances.addTransaction(caller, params.id, body),
    );
  });
}
