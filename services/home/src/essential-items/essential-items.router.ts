import type { Router } from 'express';
import { essentialItemEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { EssentialItemsService } from './essential-items.service';

export function essentialItemsRouter(service: EssentialItemsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.get, ({ caller, params }) => service.get(caller, params.id));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => service.remove(caller, params.id));
    bind(endpoints.restock, ({ caller, params, body }) => service.restock(caller, params.id, body.quantity));
    bind(endpoints.useOne, ({ caller, params }) => service.useOne(caller, params.id));
  });
}
