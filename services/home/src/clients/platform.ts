import type { SourcedShoppingItem } from '@familyhub/contracts';
import { platformClients, type InternalCaller, type PlatformClients } from '@familyhub/server-kit';

/** The alerts calls home makes to planning (ADR 0008). */
export type HomeAlerts = Pick<PlatformClients['alerts'], 'raise' | 'clear'>;

/** One line home puts on planning's shopping list, keyed by what it stands for (`essential:4`). */
export type HomeShoppingItem = SourcedShoppingItem;

/** Puts items on the family's shopping list in planning, idempotently by source key (POST /internal/shopping-items). */
export type HomeShopping = (caller: InternalCaller, items: HomeShoppingItem[]) => Promise<unknown>;

export function homePlatform(internalKey: string): PlatformClients {
  return platformClients(internalKey, 'home');
}
