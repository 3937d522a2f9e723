import type { Router } from 'express';
import { recipeEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { RecipesService } from './recipes.service';

export function recipesRouter(service: RecipesService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.ingredients, ({ caller, query }) => service.ingredients(caller, query.search));
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.get, ({ caller, params }) => service.get(caller, params.id));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
  });
}
