import type { Router } from 'express';
import { groceryEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { GroceryService } from './grocery.service';

export function groceryRouter(grocery: GroceryService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.budgets, ({ caller, query }) => grocery.listBudgets(caller, query));
    bind(endpoints.setBudget, async ({ caller, body }, _req, res) => {
      const { budget, created } = await grocery.setBudget(caller, body);
      if (created) res.status(201);
      return budget;
    });
    bind(endpoints.removeBudget, ({ caller, params }) => grocery.removeBudget(caller, params.id));
    bind(endpoints.trips, ({ caller, query }) => grocery.listTrips(caller, query));
    bind(endpoints.addTrip, ({ caller, body }) => grocery.addTrip(caller, body));
    bind(endpoints.removeTrip, ({ caller, params }) => grocery.removeTrip(caller, params.id));
  });
}
