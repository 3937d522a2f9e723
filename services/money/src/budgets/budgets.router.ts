import type { Router } from 'express';
import { budgetEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { BudgetsService } from './budgets.service';

export function budgetsRouter(budgets: BudgetsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => budgets.list(caller, query));
    bind(endpoints.create, ({ caller, body }) => budgets.create(caller, body));
    bind(endpoints.get, ({ caller, params }) => budgets.get(caller, params.id));
    bind(endpoints.update, ({ caller, params, body }) => budgets.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => budgets.remove(caller, params.id));
    bind(endpoints.addCategory, ({ caller, params, body }) => budgets.addCategory(caller, params.id, body));
    bind(endpoints.updateCategory, ({ caller, params, body }) =>
      budgets.updateCategory(caller, params.id, params.categoryId, body),
    );
    bind(endpoints.removeCategory, ({ caller, params }) =>
      budgets.removeCategory(caller, params.id, params.categoryId),
    );
  });
}
