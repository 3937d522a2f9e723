import {
  addDays,
  canOrganise,
  messageRef,
  wordedAlert,
  type createEssentialItemBody,
  type EssentialItem,
  type EssentialItemPage,
  type EssentialListQuery,
  type LiveTopic,
  type updateEssentialItemBody,
} from '@familyhub/contracts';
import {
  conflict,
  forbidden,
  logger,
  notFound,
  type Caller,
  type InternalCaller,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import type { HomeAlerts, HomeShopping } from '../clients/platform';
import type { EssentialItemRow } from './essential-items.table';
import type { EssentialItemsRepository } from './essential-items.repository';

type CreateEssentialItem = z.output<typeof createEssentialItemBody>;
type UpdateEssentialItem = z.output<typeof updateEssentialItemBody>;

/** The live topic (and the remote's query-key root) that tells open screens the essentials changed. */
export const ESSENTIAL_ITEMS_TOPIC = 'essential-items' satisfies LiveTopic<'home'>;
/** Planning's shopping list, refreshed when auto-reorder puts an item on it. */
const SHOPPING_LABEL = 'Household';

export function toEssentialItem(row: EssentialItemRow): EssentialItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    currentQuantity: row.currentQuantity,
    unit: row.unit,
    reorderThreshold: row.reorderThreshold,
    estimatedDurationDays: row.estimatedDurationDays,
    reminderIntervalDays: row.reminderIntervalDays,
    nextReminderDate: row.nextReminderDate,
    isAutoReorder: row.isAutoReorder,
    lastPurchased: row.lastPurchased,
    lastRestocked: row.lastRestocked,
    notes: row.notes,
    reorderedAt: row.reorderedAt?.toISOString() ?? null,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const essentialNotFound = () => notFound('Essential item');
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export interface EssentialItemsServiceOptions {
  repository: EssentialItemsRepository;
  live: Pick<LiveEvents<LiveTopic<'home'>>, 'publish'>;
  members: FamilyMembers;
  alerts: HomeAlerts;
  shopping: HomeShopping;
  jobCaller: (familyId: number) => InternalCaller;
  now: () => Date;
}

/**
 * Household essentials (issue #14): everyone sees them, restocks and marks one used; admins and parents add,
 * change and delete them. At or below its threshold an auto-reordering item goes on planning's shopping list once
 * (until it is restocked); on its reminder date the admins and parents are reminded to check it.
 */
export function createEssentialItemsService({
  repository,
  live,
  members,
  alerts,
  shopping,
  jobCaller,
  now,
}: EssentialItemsServiceOptions) {
  const log = logger.child({ service: 'home', feature: 'essentials' });
  const changed = (familyId: number) => live.publish(familyId, ESSENTIAL_ITEMS_TOPIC);

  function assertMayChange(caller: Caller): void {
    if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can change household essentials');
  }

  async function existing(caller: Caller, id: number): Promise<EssentialItemRow> {
    const row = await repository.find(caller.familyId, id);
    if (!row) throw essentialNotFound();
    return row;
  }

  /**
   * Puts a low, auto-reordering item on the shopping list once: the claim is a conditional UPDATE, so two
   * members using the last one at the same moment add it once. A refusal gives the claim back for the job.
   */
  async function reorder(caller: InternalCaller, familyId: number, row: EssentialItemRow) {
    if (!row.isAutoReorder || row.currentQuantity > row.reorderThreshold || row.reorderedAt) return row;
    const claimed = await repository.claimReorder(familyId, row.id);
    if (!claimed) return (await repository.find(familyId, row.id)) ?? row;
    try {
      await shopping(caller, [
        { sourceKey: `essential:${row.id}`, name: row.name, category: SHOPPING_LABEL },
      ]);
      return claimed;
    } catch (err) {
      log.warn({ err, familyId }, 'putting an essential on the shopping list failed');
      await repository.releaseReorder(familyId, row.id);
      return { ...claimed, reorderedAt: null };
    }
  }

  return {
    async list(caller: Caller, query: EssentialListQuery): Promise<EssentialItemPage> {
      const { rows, nextCursor } = await repository.list(caller.familyId, query);
      return { items: rows.map(toEssentialItem), nextCursor };
    },

    async get(caller: Caller, id: number): Promise<EssentialItem> {
      return toEssentialItem(await existing(caller, id));
    },

    async create(caller: Caller, body: CreateEssentialItem): Promise<EssentialItem> {
      assertMayChange(caller);
      const today = utcDay(now());
      const row = await repository.insert(caller.familyId, {
        name: body.name,
        category: body.category,
        currentQuantity: body.currentQuantity,
        unit: body.unit,
        reorderThreshold: body.reorderThreshold,
        estimatedDurationDays: body.estimatedDurationDays ?? null,
        reminderIntervalDays: body.reminderIntervalDays,
        nextReminderDate: body.nextReminderDate ?? addDays(today, body.reminderIntervalDays),
        isAutoReorder: body.isAutoReorder,
        lastPurchased: body.lastPurchased ?? null,
        notes: body.notes ?? null,
        createdById: caller.userId,
      });
      const settled = await reorder(caller, caller.familyId, row);
      changed(caller.familyId);
      return toEssentialItem(settled);
    },

    async update(caller: Caller, id: number, changes: UpdateEssentialItem): Promise<EssentialItem> {
      await existing(caller, id);
      assertMayChange(caller);
      const row = await repository.update(caller.familyId, id, changes);
      if (!row) throw essentialNotFound();
      const settled = await reorder(caller, caller.familyId, row);
      changed(caller.familyId);
      return toEssentialItem(settled);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await existing(caller, id);
      if (!canOrganise(caller.role))
        throw forbidden('Only parents and admins can delete household essentials');
      if (!(await repository.remove(caller.familyId, id))) throw essentialNotFound();
      changed(caller.familyId);
    },

    /** Restock: more came in (any member). */
    async restock(caller: Caller, id: number, quantity: number): Promise<EssentialItem> {
      await existing(caller, id);
      const row = await repository.restock(caller.familyId, id, quantity, utcDay(now()));
      if (!row) throw essentialNotFound();
      changed(caller.familyId);
      return toEssentialItem(row);
    },

    /** Used one (any member): down by one; at the threshold an auto-reordering item goes on the shopping list. */
    async useOne(caller: Caller, id: number): Promise<EssentialItem> {
      await existing(caller, id);
      const row = await repository.useOne(caller.familyId, id);
      if (!row) throw conflict('None left to use: restock it first');
      const settled = await reorder(caller, caller.familyId, row);
      changed(caller.familyId);
      return toEssentialItem(settled);
    },

    /**
     * The job (main.ts): reminders whose date has come (one alert per item and date, then the date moves on by
     * the interval) and reorders the shopping list could not take before. Idempotent: the date moves with a
     * conditional UPDATE and the alert's dedupe key names the date.
     */
    async runDue(at: Date = now()): Promise<{ reminded: number; reordered: number }> {
      const today = utcDay(at);
      let reminded = 0;
      let reordered = 0;
      const recipientsOf = new Map<number, number[]>();
      for (const row of await repository.dueReminders(today, 500)) {
        const caller = jobCaller(row.familyId);
        try {
          let recipients = recipientsOf.get(row.familyId);
          if (!recipients) {
            recipients = (await members.list(caller)).filter((m) => canOrganise(m.role)).map((m) => m.id);
            recipientsOf.set(row.familyId, recipients);
          }
          const due = row.nextReminderDate ?? today;
          if (recipients.length > 0) {
            await alerts.raise(caller, {
              dedupeKey: `essential-reminder:${row.id}:${due}`,
              recipientIds: recipients,
              // Worded (issue #35): in each reader's language; the item's name and unit as typed.
              ...wordedAlert(
                messageRef('Check {item}', { item: row.name }),
                messageRef('{quantity} {unit} left; reorder at {threshold}', {
                  quantity: row.currentQuantity,
                  unit: row.unit,
                  threshold: row.reorderThreshold,
                }),
              ),
              priority: 'normal',
              target: { type: 'essential-item', id: row.id },
              expiresAt: `${addDays(today, 2)}T00:00:00Z`,
            });
          }
          if (await repository.advanceReminder(row.familyId, row.id, due, today)) {
            reminded += 1;
            changed(row.familyId);
          }
        } catch (err) {
          log.warn({ err, familyId: row.familyId }, 'an essentials reminder failed');
        }
      }
      for (const row of await repository.pendingReorders(200)) {
        const settled = await reorder(jobCaller(row.familyId), row.familyId, row);
        if (settled.reorderedAt) {
          reordered += 1;
          changed(row.familyId);
        }
      }
      return { reminded, reordered };
    },
  };
}
export type EssentialItemsService = ReturnType<typeof createEssentialItemsService>;
