import {
  canOrganise,
  type ClearCompletedAnswer,
  type PageQuery,
  type ShoppingItem,
  type ShoppingPage,
  type UpsertShoppingItemsAnswer,
  type upsertShoppingItemsBody,
  type createShoppingItemBody,
  type updateShoppingItemBody,
} from '@familyhub/contracts';
import {
  forbidden,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type FamilyCaller,
} from '@familyhub/server-kit';
import { z } from 'zod';
import type { LiveEvents } from '@familyhub/server-kit';
import type { EventNotice } from '../clients/notifications';
import type { ShoppingItemRow } from '../schema';
import type { ShoppingRepository } from './shopping.repository';

type CreateShoppingItem = z.output<typeof createShoppingItemBody>;
type UpdateShoppingItem = z.output<typeof updateShoppingItemBody>;

/** The query-key root the planning remote refetches when the list changes. */
export const SHOPPING_TOPIC = 'shopping-items';

/** The list's keyset: the last item's place in the order (open before bought, then newest first). */
const shoppingCursor = keysetCursor(z.object({ completed: z.boolean(), id: z.number().int().positive() }));

export function toShoppingItem(row: ShoppingItemRow): ShoppingItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    completed: row.completed,
    status: row.status,
    category: row.category,
    estimatedPrice: row.estimatedPrice,
    fromRecipe: row.fromRecipe,
    recipeId: row.recipeId,
    addedById: row.addedById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const itemNotFound = () => notFound('Shopping item');

export interface ShoppingServiceOptions {
  repository: ShoppingRepository;
  live: Pick<LiveEvents, 'publish'>;
  /** Tells the members who asked for it that something was added (issue #30); nobody else hears of it. */
  notify?: EventNotice;
}

/**
 * Shopping rules. The list is shared by the whole family: every member, children too, may add items and
 * tick them off (or untick them). Changing an item's details or deleting it is for admins and parents
 * ("shopping management", spec 001 §1) and for whoever added the item, so a child can fix or remove
 * their own entry but not someone else's. Clearing all bought items at once is for admins and parents.
 */
export function createShoppingService({
  repository: items,
  live,
  notify = async () => undefined,
}: ShoppingServiceOptions) {
  async function existing(caller: Caller, itemId: number): Promise<ShoppingItemRow> {
    const item = await items.find(caller.familyId, itemId);
    if (!item) throw itemNotFound();
    return item;
  }

  const mayManage = (caller: Caller, item: ShoppingItemRow) =>
    canOrganise(caller.role) || item.addedById === caller.userId;

  const changed = (caller: Caller) => live.publish(caller.familyId, SHOPPING_TOPIC);

  return {
    /** One page of the list with the whole list's totals; the cursor is the last item's place in the order. */
    async list(caller: Caller, query: PageQuery): Promise<ShoppingPage> {
      const after = shoppingCursor.decode(query.cursor);
      const [rows, totals] = await Promise.all([
        items.list(caller.familyId, { after, limit: query.limit + 1 }),
        items.totals(caller.familyId),
      ]);
      const page = shoppingCursor.page(rows, query.limit, (row) => ({
        completed: row.completed,
        id: row.id,
      }));
      return { ...mapPage(page, toShoppingItem), totals };
    },

    async get(caller: Caller, itemId: number): Promise<ShoppingItem> {
      return toShoppingItem(await existing(caller, itemId));
    },

    async create(caller: Caller, body: CreateShoppingItem): Promise<ShoppingItem> {
      const row = await items.insert(caller.familyId, {
        name: body.name,
        quantity: body.quantity ?? null,
        category: body.category ?? null,
        estimatedPrice: body.estimatedPrice ?? null,
        status: body.status ?? null,
        completed: body.completed,
        addedById: caller.userId,
      });
      changed(caller);
      // Not awaited: the list answers at once; members who asked for it hear by email, push or Telegram.
      void notify(caller.familyId, {
        category: 'shopping',
        key: `shopping-added:${row.id}`,
        title: `Added to the shopping list: ${row.name}`,
        link: '/shopping',
        actorId: caller.userId,
      });
      return toShoppingItem(row);
    },

    async update(caller: Caller, itemId: number, body: UpdateShoppingItem): Promise<ShoppingItem> {
      const item = await existing(caller, itemId);
      const toggleOnly = Object.keys(body).every((key) => key === 'completed');
      if (!toggleOnly && !mayManage(caller, item)) {
        throw forbidden('Only parents, admins and whoever added an item can change it');
      }
      const updated = await items.update(caller.familyId, itemId, body);
      if (!updated) throw itemNotFound();
      changed(caller);
      return toShoppingItem(updated);
    },

    async remove(caller: Caller, itemId: number): Promise<void> {
      const item = await existing(caller, itemId);
      if (!mayManage(caller, item))
        throw forbidden('Only parents, admins and whoever added an item can delete it');
      if (!(await items.remove(caller.familyId, itemId))) throw itemNotFound();
      changed(caller);
    },

    /**
     * Another domain's items (meal planning's ingredients, essentials running low), idempotently by source key
     * (POST /internal/shopping-items). Any member may add to the list, so any member acting through a domain may
     * too, and so may a domain's job for its family.
     */
    async putSourced(
      caller: FamilyCaller,
      body: z.output<typeof upsertShoppingItemsBody>,
    ): Promise<UpsertShoppingItemsAnswer> {
      const addedById = caller.kind === 'member' ? caller.member.userId : null;
      const answer = await items.upsertSourced(caller.familyId, body.domain, addedById, body.items);
      if (answer.some((item) => item.outcome !== 'unchanged')) live.publish(caller.familyId, SHOPPING_TOPIC);
      return { items: answer };
    },

    async clearCompleted(caller: Caller): Promise<ClearCompletedAnswer> {
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can clear completed items');
      const removed = await items.removeCompleted(caller.familyId);
      if (removed > 0) changed(caller);
      return { removed };
    },
  };
}
export type ShoppingService = ReturnType<typeof createShoppingService>;
