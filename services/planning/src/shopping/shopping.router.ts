import { Router } from 'express';
import {
  createShoppingItemBody,
  shoppingListQuery,
  updateShoppingItemBody,
  upsertShoppingItemsBody,
} from '@familyhub/contracts';
import { callerOf, familyCallerOf, parse, parseId } from '@familyhub/server-kit';
import type { ShoppingService } from './shopping.service';

export function shoppingRouter(shopping: ShoppingService): Router {
  const router = Router();

  /**
   * The family's list: open items first, then completed ones, newest first within each, a page at a time:
   * `?cursor=&limit=` (default 200, at most 500) → `{ items, nextCursor, totals }`.
   */
  router.get('/api/shopping-items', async (req, res) => {
    res.json(await shopping.list(callerOf(req), parse(shoppingListQuery, req.query)));
  });

  router.post('/api/shopping-items', async (req, res) => {
    const body = parse(createShoppingItemBody, req.body);
    res.status(201).json(await shopping.create(callerOf(req), body));
  });

  router.post('/api/shopping-items/clear-completed', async (req, res) => {
    res.json(await shopping.clearCompleted(callerOf(req)));
  });

  router.get('/api/shopping-items/:id', async (req, res) => {
    res.json(await shopping.get(callerOf(req), parseId(req.params.id, 'Shopping item')));
  });

  router.patch('/api/shopping-items/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Shopping item');
    const body = parse(updateShoppingItemBody, req.body);
    res.json(await shopping.update(callerOf(req), id, body));
  });

  router.delete('/api/shopping-items/:id', async (req, res) => {
    await shopping.remove(callerOf(req), parseId(req.params.id, 'Shopping item'));
    res.status(204).end();
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
