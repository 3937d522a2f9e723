import {
  MAX_WATER_TOTALS_DAYS,
  messageRef,
  toOunces,
  wordedAlert,
  type createWaterGoalBody,
  type createWaterIntakeBody,
  type LiveTopic,
  type Page,
  type updateWaterGoalBody,
  type WaterDayTotal,
  type WaterGoal,
  type WaterIntake,
  type waterIntakeListQuery,
  type waterTotalsQuery,
  type wellnessPageQuery,
} from '@familyhub/contracts';
import {
  badRequest,
  conflict,
  forbidden,
  logger,
  mapPage,
  notFound,
  type Caller,
  type LiveEvents,
  type PlatformClients,
  type FamilyMembers,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import type { WellnessAlerts } from '../clients/platform';
import { assertReadable, memberOf, mayReadMember, readableUserIds } from '../shared/access';
import { byId, idOf } from '../shared/paging';
import { dayNumberOf, instantOf, localDate, localTime } from '@familyhub/server-kit';
import type { WaterGoalRow, WaterIntakeRow } from './water.table';
import type { WaterRepository } from './water.repository';

export const WATER_INTAKES_TOPIC = 'water-intakes' satisfies LiveTopic<'wellness'>;
export const WATER_GOALS_TOPIC = 'water-goals' satisfies LiveTopic<'wellness'>;

const toIntake = (row: WaterIntakeRow): WaterIntake => ({
  id: row.id,
  userId: row.userId,
  amount: row.amount,
  unit: row.unit,
  date: row.date,
  time: row.time,
  createdAt: row.createdAt.toISOString(),
});

const toGoal = (row: WaterGoalRow): WaterGoal => ({
  id: row.id,
  userId: row.userId,
  dailyGoal: row.dailyGoal,
  unit: row.unit,
  reminder: row.reminder,
  reminderFrequency: row.reminderFrequency,
  startTime: row.startTime,
  endTime: row.endTime,
  timeZone: row.timeZone,
});

export interface WaterServiceDeps {
  water: WaterRepository;
  members: FamilyMembers;
  live: Pick<LiveEvents<LiveTopic<'wellness'>>, 'publish'>;
}

/** Water intake and daily goals (001 §2, §7, §9). Caregivers log and set anyone's; a child their own. */
export function createWaterService({ water, members, live }: WaterServiceDeps) {
  async function forMember(caller: Caller, userId: number) {
    if (!mayReadMember(caller, userId)) throw forbidden('Children can only log their own water and mood');
    memberOf(await members.list(caller), userId);
  }

  return {
    async listIntakes(
      caller: Caller,
      query: z.output<typeof waterIntakeListQuery>,
    ): Promise<Page<WaterIntake>> {
      const rows = await water.listIntakes(caller.familyId, {
        userIds: readableUserIds(caller, query.userId),
        from: query.from,
        to: query.to,
        beforeId: byId.decode(query.cursor)?.id,
        limit: query.limit,
      });
      return mapPage(byId.page(rows, query.limit, idOf), toIntake);
    },

    async totals(
      caller: Caller,
      query: z.output<typeof waterTotalsQuery>,
    ): Promise<{ items: WaterDayTotal[] }> {
      const days = dayNumberOf(query.to) - dayNumberOf(query.from) + 1;
      if (days < 1 || days > MAX_WATER_TOTALS_DAYS)
        throw badRequest(`Ask for 1 to ${MAX_WATER_TOTALS_DAYS} days of water totals`);
      const rows = await water.totals(
        caller.familyId,
        query.from,
        query.to,
        readableUserIds(caller, query.userId),
      );
      return { items: rows.map((r) => ({ ...r, totalOz: Math.round(r.totalOz * 100) / 100 })) };
    },

    async addIntake(caller: Caller, body: z.output<typeof createWaterIntakeBody>): Promise<WaterIntake> {
      await forMember(caller, body.userId);
      const row = await water.insertIntake(caller.familyId, {
        userId: body.userId,
        amount: body.amount,
        unit: body.unit,
        amountOz: toOunces(body.amount, body.unit),
        date: body.date,
        time: body.time,
      });
      live.publish(caller.familyId, WATER_INTAKES_TOPIC);
      return toIntake(row);
    },

    async removeIntake(caller: Caller, id: number): Promise<void> {
      const row = await water.findIntake(caller.familyId, id);
      if (!row) throw notFound('Water intake');
      assertReadable(caller, row.userId, 'Water intake');
      if (!(await water.removeIntake(caller.familyId, id))) throw notFound('Water intake');
      live.publish(caller.familyId, WATER_INTAKES_TOPIC);
    },

    async listGoals(caller: Caller, query: z.output<typeof wellnessPageQuery>): Promise<Page<WaterGoal>> {
      const rows = await water.listGoals(caller.familyId, {
        userIds: readableUserIds(caller),
        afterId: byId.decode(query.cursor)?.id,
        limit: query.limit,
      });
      return mapPage(byId.page(rows, query.limit, idOf), toGoal);
    },

    /** 001 §7: POST creates the member's goal; one who has one already changes it with PATCH. */
    async createGoal(caller: Caller, body: z.output<typeof createWaterGoalBody>): Promise<WaterGoal> {
      await forMember(caller, body.userId);
      const row = await water.insertGoal(caller.familyId, body);
      if (!row) throw conflict('This member already has a water goal: change it instead');
      live.publish(caller.familyId, WATER_GOALS_TOPIC);
      return toGoal(row);
    },

    async updateGoal(
      caller: Caller,
      id: number,
      changes: z.output<typeof updateWaterGoalBody>,
    ): Promise<WaterGoal> {
      const existing = await water.findGoal(caller.familyId, id);
      if (!existing) throw notFound('Water goal');
      assertReadable(caller, existing.userId, 'Water goal');
      const merged = { ...existing, ...changes };
      if (merged.startTime >= merged.endTime) throw badRequest('Reminders must start before they end');
      const row = await water.updateGoal(caller.familyId, id, changes);
      if (!row) throw notFound('Water goal');
      live.publish(caller.familyId, WATER_GOALS_TOPIC);
      return toGoal(row);
    },
  };
}
export type WaterService = ReturnType<typeof createWaterService>;

/**
 * The water goal reminder (issue #12): with reminders on, every `reminderFrequency` minutes inside the goal's
 * window (08:00–20:00 by default, on the goal's clock) while the day's goal is not reached, the member gets a
 * normal alert — held through their quiet hours by the platform — that expires when the next one is due.
 */
export function waterReminders(deps: {
  water: WaterRepository;
  alerts: WellnessAlerts;
  forFamily: PlatformClients['forFamily'];
}) {
  const raised = new Set<string>();
  return async function raiseWaterReminders(now: Date): Promise<number> {
    if (raised.size > 100_000) raised.clear();
    let count = 0;
    for (const goal of await deps.water.goalsWithReminders()) {
      const date = localDate(now, goal.timeZone);
      const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
      const nowMinutes = minutes(localTime(now, goal.timeZone));
      if (nowMinutes < minutes(goal.startTime) || nowMinutes >= minutes(goal.endTime)) continue;
      const slot = Math.floor((nowMinutes - minutes(goal.startTime)) / goal.reminderFrequency);
      const key = `water-reminder:${goal.id}:${date}:${slot}`;
      if (raised.has(key)) continue;
      const [today] = await deps.water.totals(goal.familyId, date, date, [goal.userId]);
      const consumedOz = today?.totalOz ?? 0;
      const goalOz = toOunces(goal.dailyGoal, goal.unit);
      if (consumedOz >= goalOz) continue;
      const slotStartMinutes = minutes(goal.startTime) + slot * goal.reminderFrequency;
      const slotStart = instantOf(
        date,
        `${String(Math.floor(slotStartMinutes / 60)).padStart(2, '0')}:${String(slotStartMinutes % 60).padStart(2, '0')}`,
        goal.timeZone,
      );
      try {
        await deps.alerts.raise(deps.forFamily(goal.familyId), {
          dedupeKey: key,
          recipientIds: [goal.userId],
          priority: 'normal',
          // Worded (issue #35): in the member's language, the amounts written their way.
          ...wordedAlert(
            messageRef('Time for a glass of water'),
            messageRef('{consumed} of {goal} oz so far today.', {
              consumed: Math.round(consumedOz),
              goal: Math.round(goalOz),
            }),
          ),
          target: { type: 'water-goal', id: goal.id },
          showFrom: slotStart.toISOString(),
          expiresAt: new Date(slotStart.getTime() + goal.reminderFrequency * 60_000).toISOString(),
          timeZone: goal.timeZone,
        });
        raised.add(key);
        count += 1;
      } catch (err) {
        logger.child({ service: 'wellness' }).warn({ err, key }, 'could not raise a water reminder');
      }
    }
    return count;
  };
}
