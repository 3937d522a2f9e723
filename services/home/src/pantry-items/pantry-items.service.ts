import {
  addDays,
  canOrganise,
  convertAmount,
  messageRef,
  PANTRY_EXPIRING_SOON_DAYS,
  readBoughtQuantity,
  type AddBoughtToPantryAnswer,
  type addBoughtToPantryBody,
  type createPantryItemBody,
  type LiveTopic,
  type PantryCounts,
  type PantryItem,
  type PantryItemPage,
  type PantryLocation,
  type PantryListQuery,
  type PantrySettings,
  type updatePantryItemBody,
  wordedAlert,
} from '@familyhub/contracts';
import {
  forbidden,
  logger,
  notFound,
  type Caller,
  type InternalCaller,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import type { HomeAlerts } from '../clients/platform';
import type { PantryItemRow } from './pantry-items.table';
import type { PantryItemsRepository } from './pantry-items.repository';

type CreatePantryItem = z.output<typeof createPantryItemBody>;
type UpdatePantryItem = z.output<typeof updatePantryItemBody>;
type AddBought = z.output<typeof addBoughtToPantryBody>;

/** "2 l in the fridge": each place worded whole, as other languages need (en la nevera, en el congelador). */
const keptIn: Record<PantryLocation, string> = {
  pantry: '{quantity} {unit} in the pantry',
  fridge: '{quantity} {unit} in the fridge',
  freezer: '{quantity} {unit} in the freezer',
  cupboard: '{quantity} {unit} in the cupboard',
  cellar: '{quantity} {unit} in the cellar',
  other: '{quantity} {unit} kept elsewhere',
};

/** The live topic (and the remote's query-key root) that tells open screens the pantry changed. */
export const PANTRY_ITEMS_TOPIC = 'pantry-items' satisfies LiveTopic<'home'>;

export function toPantryItem(row: PantryItemRow): PantryItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    quantity: row.quantity,
    unit: row.unit,
    location: row.location,
    expiryDate: row.expiryDate,
    minQuantity: row.minQuantity,
    barcode: row.barcode,
    lastPurchased: row.lastPurchased,
    notes: row.notes,
    ingredientId: row.ingredientId,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const pantryItemNotFound = () => notFound('Pantry item');
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const expiryKeyPrefix = (id: number) => `pantry-expiring:${id}:`;

export interface PantryItemsServiceOptions {
  repository: PantryItemsRepository;
  live: Pick<LiveEvents<LiveTopic<'home'>>, 'publish'>;
  members: FamilyMembers;
  alerts: HomeAlerts;
  /** The caller of a job acting for one family (no member signed in). */
  jobCaller: (familyId: number) => InternalCaller;
  now: () => Date;
}

/**
 * The pantry (issue #14): everyone in the family sees it; admins and parents add, change and delete items; any
 * member's bought shopping item may go in (the family's choice). The admins and parents are alerted the day
 * before an item expires — once per item and expiry date (the job in main.ts, and at once when an item is saved
 * with tomorrow's date).
 */
export function createPantryItemsService({
  repository,
  live,
  members,
  alerts,
  jobCaller,
  now,
}: PantryItemsServiceOptions) {
  const log = logger.child({ service: 'home', feature: 'pantry' });
  const changed = (familyId: number) => live.publish(familyId, PANTRY_ITEMS_TOPIC);

  function assertMayChange(caller: Caller): void {
    if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can change the pantry');
  }

  /** Raises "expires tomorrow" for the family's admins and parents and notes it; false when planning refused. */
  async function alertExpiring(
    caller: InternalCaller,
    familyId: number,
    row: PantryItemRow,
  ): Promise<boolean> {
    if (!row.expiryDate) return false;
    const recipients = (await members.list(caller)).filter((m) => canOrganise(m.role)).map((m) => m.id);
    if (recipients.length > 0) {
      await alerts.raise(caller, {
        dedupeKey: `${expiryKeyPrefix(row.id)}${row.expiryDate}`,
        recipientIds: recipients,
        // Worded (issue #35): in each reader's language; the item's name and unit as typed.
        ...wordedAlert(
          messageRef('{item} expires tomorrow', { item: row.name }),
          messageRef(keptIn[row.location], { quantity: row.quantity, unit: row.unit }),
        ),
        priority: 'normal',
        target: { type: 'pantry-item', id: row.id },
        expiresAt: `${addDays(row.expiryDate, 1)}T00:00:00Z`,
      });
    }
    await repository.markAlerted(familyId, row.id, row.expiryDate);
    return true;
  }

  /** After a save: alert now when it expires tomorrow; clear an earlier alert when the date moved away. */
  async function followExpiry(caller: Caller, before: PantryItemRow | undefined, row: PantryItemRow) {
    const tomorrow = addDays(utcDay(now()), 1);
    try {
      if (before?.expiryAlertedFor && row.expiryAlertedFor === null) {
        await alerts.clear(caller, { dedupeKeyPrefix: expiryKeyPrefix(row.id) });
      }
      if (row.expiryDate === tomorrow && row.expiryAlertedFor !== tomorrow) {
        await alertExpiring(caller, caller.familyId, row);
      }
    } catch (err) {
      // The item is saved; the job raises the alert on its next round (ADR 0008: planning may be down).
      log.warn({ err }, 'raising or clearing a pantry expiry alert failed');
    }
  }

  const soonUntil = (today: string) => addDays(today, PANTRY_EXPIRING_SOON_DAYS);

  return {
    async list(caller: Caller, query: PantryListQuery): Promise<PantryItemPage> {
      const today = query.today ?? utcDay(now());
      const { rows, nextCursor } = await repository.list(caller.familyId, {
        cursor: query.cursor,
        limit: query.limit,
        q: query.q || undefined,
        filter: query.filter,
        today,
        soonUntil: soonUntil(today),
      });
      return { items: rows.map(toPantryItem), nextCursor };
    },

    async counts(caller: Caller, query: { today?: string }): Promise<PantryCounts> {
      const today = query.today ?? utcDay(now());
      return repository.counts(caller.familyId, today, soonUntil(today));
    },

    async get(caller: Caller, id: number): Promise<PantryItem> {
      const row = await repository.find(caller.familyId, id);
      if (!row) throw pantryItemNotFound();
      return toPantryItem(row);
    },

    async create(caller: Caller, body: CreatePantryItem): Promise<PantryItem> {
      assertMayChange(caller);
      const row = await repository.insert(caller.familyId, {
        name: body.name,
        category: body.category,
        quantity: body.quantity,
        unit: body.unit,
        location: body.location,
        expiryDate: body.expiryDate ?? null,
        minQuantity: body.minQuantity ?? null,
        barcode: body.barcode ?? null,
        lastPurchased: body.lastPurchased ?? null,
        notes: body.notes ?? null,
        ingredientId: body.ingredientId ?? null,
        createdById: caller.userId,
      });
      changed(caller.familyId);
      await followExpiry(caller, undefined, row);
      return toPantryItem(row);
    },

    async update(caller: Caller, id: number, changes: UpdatePantryItem): Promise<PantryItem> {
      const before = await repository.find(caller.familyId, id);
      if (!before) throw pantryItemNotFound();
      assertMayChange(caller);
      const dateMoved =
        changes.expiryDate !== undefined && (changes.expiryDate ?? null) !== before.expiryDate;
      const row = await repository.update(
        caller.familyId,
        id,
        dateMoved ? { ...changes, expiryAlertedFor: null } : changes,
      );
      if (!row) throw pantryItemNotFound();
      changed(caller.familyId);
      await followExpiry(caller, before, row);
      return toPantryItem(row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const before = await repository.find(caller.familyId, id);
      if (!before) throw pantryItemNotFound();
      if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can delete pantry items');
      if (!(await repository.remove(caller.familyId, id))) throw pantryItemNotFound();
      changed(caller.familyId);
      if (before.expiryAlertedFor) {
        try {
          await alerts.clear(caller, { dedupeKeyPrefix: expiryKeyPrefix(id) });
        } catch (err) {
          log.warn({ err }, 'clearing a pantry expiry alert failed');
        }
      }
    },

    async settings(caller: Caller): Promise<PantrySettings> {
      const row = await repository.settings(caller.familyId);
      return { addBoughtItems: row?.addBoughtItems ?? 'ask' };
    },

    async saveSettings(caller: Caller, settings: PantrySettings): Promise<PantrySettings> {
      if (!canOrganise(caller.role)) {
        throw forbidden('Only parents and admins can choose what happens to bought items');
      }
      const row = await repository.saveSettings(caller.familyId, settings.addBoughtItems, caller.userId);
      changed(caller.familyId);
      return { addBoughtItems: row.addBoughtItems };
    },

    /**
     * A bought shopping item goes in: tops up the item of the same name in the same unit, else in a unit the
     * bought one converts to (1.2 kg onto 300 g makes 1500 g: the item keeps its unit, so its minimum still
     * reads), else makes one.
     */
    async addBought(caller: Caller, body: AddBought): Promise<AddBoughtToPantryAnswer> {
      const { quantity, unit } = readBoughtQuantity(body.quantity);
      const today = body.today ?? utcDay(now());
      const named = await repository.findByName(caller.familyId, body.name);
      const same =
        named.find((item) => item.unit.toLowerCase() === unit.toLowerCase()) ??
        named.find((item) => convertAmount(quantity, unit, item.unit) !== null);
      if (same) {
        const added = Math.round((convertAmount(quantity, unit, same.unit) ?? quantity) * 1000) / 1000;
        const row = await repository.topUp(caller.familyId, same.id, same.unit, added, today);
        if (row) {
          changed(caller.familyId);
          return { item: toPantryItem(row), created: false };
        }
      }
      const row = await repository.insert(caller.familyId, {
        name: body.name,
        quantity,
        unit,
        lastPurchased: today,
        createdById: caller.userId,
      });
      changed(caller.familyId);
      return { item: toPantryItem(row), created: true };
    },

    /**
     * The job (main.ts, every few minutes): items of every family expiring tomorrow (UTC) and not yet alerted get
     * their alert. Idempotent: the item notes the date it was alerted for, and planning dedupes by key anyway.
     */
    async alertExpiringTomorrow(at: Date = now()): Promise<number> {
      const tomorrow = addDays(utcDay(at), 1);
      let raised = 0;
      const failedFamilies = new Set<number>();
      for (;;) {
        const rows = (await repository.expiringUnalerted(tomorrow, 200)).filter(
          (row) => !failedFamilies.has(row.familyId),
        );
        if (rows.length === 0) return raised;
        for (const row of rows) {
          try {
            if (await alertExpiring(jobCaller(row.familyId), row.familyId, row)) raised += 1;
          } catch (err) {
            // Planning or identity is down for this family: try again on the next round.
            failedFamilies.add(row.familyId);
            log.warn({ err, familyId: row.familyId }, 'the pantry expiry alert failed');
          }
        }
      }
    },
  };
}
export type PantryItemsService = ReturnType<typeof createPantryItemsService>;
