import {
  advanceDay,
  canOrganise,
  maintenanceDueState,
  messageRef,
  wordedAlert,
  type completeMaintenanceItemBody,
  type createMaintenanceItemBody,
  type LiveTopic,
  type MaintenanceHistoryPage,
  type MaintenanceItem,
  type MaintenanceItemPage,
  type MaintenanceLog,
  type maintenanceHistoryQuery,
  type maintenanceItemQuery,
  type updateMaintenanceItemBody,
} from '@familyhub/contracts';
import {
  badRequest,
  forbidden,
  logger,
  mapPage,
  notFound,
  type Caller,
  type InternalCaller,
  type LiveEvents,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import type { HomeAlerts } from '../clients/platform';
import type { MaintenanceItemRow, MaintenanceLogRow, MaintenanceRepository } from './maintenance.repository';

type CreateItem = z.output<typeof createMaintenanceItemBody>;
type UpdateItem = z.output<typeof updateMaintenanceItemBody>;
type CompleteItem = z.output<typeof completeMaintenanceItemBody>;

export const MAINTENANCE_TOPIC = 'maintenance-items' satisfies LiveTopic<'home'>;
/** How many reminders one run of the job raises at most (the next run takes the rest). */
const REMINDERS_PER_RUN = 500;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const dueKeyPrefix = (id: number) => `maintenance-due:${id}:`;

export function toMaintenanceItem(row: MaintenanceItemRow): MaintenanceItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    frequency: row.frequency,
    lastCompleted: row.lastCompleted?.toISOString() ?? null,
    nextDue: row.nextDue,
    assignedToId: row.assignedToId,
    reminderDays: row.reminderDays,
    estimatedCostCents: row.estimatedCostCents,
    notes: row.notes,
    isRecurring: row.isRecurring,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

function toLog(row: MaintenanceLogRow): MaintenanceLog {
  return {
    id: row.id,
    itemId: row.itemId,
    itemName: row.itemName,
    category: row.category,
    completedOn: row.completedOn,
    completedAt: row.completedAt.toISOString(),
    completedById: row.completedById,
    costCents: row.costCents,
    notes: row.notes,
  };
}

export interface MaintenanceServiceOptions {
  repository: MaintenanceRepository;
  live: Pick<LiveEvents<LiveTopic<'home'>>, 'publish'>;
  members: FamilyMembers;
  alerts: HomeAlerts;
  /** The caller of the reminder job for one family (no member signed in). */
  forFamily: (familyId: number) => InternalCaller;
  now: () => Date;
}

/**
 * Home maintenance (issue #14): admins and parents keep the items; everyone sees them and the history; Mark Done is
 * for the assignee or an admin or parent and records who, when, cost and notes. A reminder alert goes to the
 * assignee (else the admins and parents) from `reminderDays` before the due day, raised by a job (`remindAll`).
 */
export function createMaintenanceService({
  repository,
  live,
  members,
  alerts,
  forFamily,
  now,
}: MaintenanceServiceOptions) {
  const log = logger.child({ service: 'home', feature: 'maintenance' });
  const changed = (caller: Caller) => live.publish(caller.familyId, MAINTENANCE_TOPIC);
  const assertOrganiser = (caller: Caller) => {
    if (!canOrganise(caller.role)) throw forbidden('Only parents and admins can change maintenance items');
  };
  async function assertMember(caller: Caller, id: number | null | undefined) {
    if (id == null) return;
    if (!(await members.includes(caller, id))) {
      throw badRequest('Choose a member of your family', { assignedToId: id });
    }
  }
  async function found(caller: Caller, id: number): Promise<MaintenanceItemRow> {
    const row = await repository.find(caller.familyId, id);
    if (!row) throw notFound('Maintenance item');
    return row;
  }
  /** A reminder already shown no longer fits once the item is done, moved or gone; the bell is a courtesy. */
  async function clearReminders(caller: InternalCaller, id: number) {
    try {
      await alerts.clear(caller, { dedupeKeyPrefix: dueKeyPrefix(id) });
    } catch (err) {
      log.warn({ err }, 'clearing a maintenance reminder failed');
    }
  }

  return {
    async list(caller: Caller, query: z.output<typeof maintenanceItemQuery>): Promise<MaintenanceItemPage> {
      return mapPage(await repository.list(caller.familyId, query), toMaintenanceItem);
    },

    async create(caller: Caller, body: CreateItem): Promise<MaintenanceItem> {
      assertOrganiser(caller);
      await assertMember(caller, body.assignedToId);
      const row = await repository.insert(
        caller.familyId,
        { ...body, assignedToId: body.assignedToId ?? null },
        caller.userId,
      );
      changed(caller);
      return toMaintenanceItem(row);
    },

    async update(caller: Caller, id: number, body: UpdateItem): Promise<MaintenanceItem> {
      const before = await found(caller, id);
      assertOrganiser(caller);
      await assertMember(caller, body.assignedToId);
      const row = await repository.update(caller.familyId, id, body);
      if (!row) throw notFound('Maintenance item');
      if (row.nextDue !== before.nextDue || row.assignedToId !== before.assignedToId) {
        await clearReminders(caller, id);
      }
      changed(caller);
      return toMaintenanceItem(row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await found(caller, id);
      assertOrganiser(caller);
      if (!(await repository.remove(caller.familyId, id))) throw notFound('Maintenance item');
      await clearReminders(caller, id);
      changed(caller);
    },

    /** Mark Done: from the day it was done, a recurring item is next due one period on; a one-off is done. */
    async complete(
      caller: Caller,
      id: number,
      body: CompleteItem,
    ): Promise<{ item: MaintenanceItem; entry: MaintenanceLog }> {
      const item = await found(caller, id);
      if (!canOrganise(caller.role) && item.assignedToId !== caller.userId) {
        throw forbidden('Only the assignee, parents and admins can mark this done');
      }
      const at = now();
      const completedOn = body.completedOn ?? isoDay(at);
      if (completedOn > isoDay(at)) throw badRequest('Done on cannot be in the future');
      // Done today keeps the moment; a day in the past counts from that day's start. An entry older than the last
      // completion is recorded in the history without moving the item back.
      const doneAt = completedOn === isoDay(at) ? at : new Date(`${completedOn}T00:00:00Z`);
      const latest = !item.lastCompleted || doneAt >= item.lastCompleted;
      const done = await repository.complete(caller.familyId, item, {
        completedOn,
        at,
        by: caller.userId,
        costCents: body.costCents ?? null,
        notes: body.notes ?? null,
        moveTo: latest
          ? {
              lastCompleted: doneAt,
              nextDue: item.isRecurring ? advanceDay(completedOn, item.frequency) : null,
            }
          : null,
      });
      if (!done) throw notFound('Maintenance item');
      await clearReminders(caller, id);
      changed(caller);
      return { item: toMaintenanceItem(done.item), entry: toLog(done.entry) };
    },

    async history(
      caller: Caller,
      query: z.output<typeof maintenanceHistoryQuery>,
    ): Promise<MaintenanceHistoryPage> {
      const { cursor, limit, ...filter } = query;
      const [page, totals] = await Promise.all([
        repository.history(caller.familyId, { cursor, limit, ...filter }),
        repository.historyTotals(caller.familyId, filter),
      ]);
      return { ...mapPage(page, toLog), totals };
    },

    /**
     * The reminder job (main.ts, every few minutes; idempotent): each item whose reminder window opened and that
     * was not reminded about for this due day gets one alert, keyed by item and due day, for the assignee (else the
     * admins and parents). Answers how many items were reminded about.
     */
    async remindAll(at: Date = now()): Promise<number> {
      const today = isoDay(at);
      const due = await repository.dueForReminder(today, REMINDERS_PER_RUN);
      const reach = new Map<number, Awaited<ReturnType<FamilyMembers['list']>>>();
      let reminded = 0;
      for (const item of due) {
        if (!item.nextDue) continue;
        try {
          const job = forFamily(item.familyId);
          const family = reach.get(item.familyId) ?? (await members.list(job));
          reach.set(item.familyId, family);
          const assignee = family.find((m) => m.id === item.assignedToId);
          const recipients = assignee
            ? [assignee.id]
            : family.filter((m) => canOrganise(m.role)).map((m) => m.id);
          if (recipients.length > 0) {
            const state = maintenanceDueState(item, today);
            await alerts.raise(job, {
              dedupeKey: `${dueKeyPrefix(item.id)}${item.nextDue}`,
              recipientIds: recipients,
              // Worded (issue #35): in each reader's language; the item's and assignee's names as typed.
              ...wordedAlert(
                messageRef(state === 'overdue' ? '{item} is overdue' : '{item} is due soon', {
                  item: item.name,
                }),
                assignee
                  ? messageRef('Maintenance due on {date} ({name}).', {
                      date: { date: item.nextDue },
                      name: assignee.name,
                    })
                  : messageRef('Maintenance due on {date}.', { date: { date: item.nextDue } }),
              ),
              priority: 'normal',
              target: { type: 'maintenance-item', id: item.id },
            });
          }
          await repository.markReminded(item.familyId, item.id, item.nextDue);
          reminded += 1;
        } catch (err) {
          // One family's trouble (planning or identity down) never stops the others; the next run retries it.
          log.warn({ err, familyId: item.familyId }, 'a maintenance reminder failed');
        }
      }
      return reminded;
    },
  };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
