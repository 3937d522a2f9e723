import type { Router } from 'express';
import { pantryItemEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { PantryItemsService } from './pantry-items.service';

export function pantryItemsRouter(service: PantryItemsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.counts, ({ caller, query }) => service.counts(caller, query));
    bind(endpoints.settings, ({ caller }) => service.settings(caller));
    bind(endpoints.saveSettings, ({ caller, body }) => service.saveSettings(caller, body));
    bind(endpoints.fromShopping, async ({ caller, body }, _req, res) => {
      const answer = await service.addBought(caller, body);
      if (answer.created) res.status(201);
      return answer;
    });
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.get, ({ caller, params }) => service.get(caller, params.id));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
  });
}
