import type { Router } from 'express';
import { shoppingEndpoints as endpoints, upsertShoppingItemsBody } from '@familyhub/contracts';
import { endpointRouter, familyCallerOf, parse } from '@familyhub/server-kit';
import type { ShoppingService } from './shopping.service';

export function shoppingRouter(shopping: ShoppingService): Router {
  const router = endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => shopping.list(caller, query));
    bind(endpoints.create, ({ caller, body }) => shopping.create(caller, body));
    bind(endpoints.clearCompleted, ({ caller }) => shopping.clearCompleted(caller));
    bind(endpoints.get, ({ caller, params }) => shopping.get(caller, params.id));
    bind(endpoints.update, ({ caller, params, body }) => shopping.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => shopping.remove(caller, params.id));
  });

  /**
   * Another domain puts items on the list, idempotently by source key (meal planning's Generate Shopping
   * List). Signed service to service, never forwarded by the gateway; the family is the signed caller's.
   * Client: `platformClients(internalKey, domain).shopping.put`.
   */
  router.post('/internal/shopping-items', async (req, res) => {
    res.json(await shopping.putSourced(familyCallerOf(req), parse(upsertShoppingItemsBody, req.body)));
  });

  return router;
}
