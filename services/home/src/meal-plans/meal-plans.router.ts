import type { Router } from 'express';
import { mealPlanEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { MealPlansService } from './meal-plans.service';

export function mealPlansRouter(service: MealPlansService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
    bind(endpoints.generateShoppingList, ({ caller, body }) => service.generateShoppingList(caller, body));
  });
}
