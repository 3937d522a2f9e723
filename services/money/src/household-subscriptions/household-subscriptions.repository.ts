import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { HouseholdSubscriptionSummary } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import type { MoneySchema } from '../schema';
import {
  householdSubscriptions as subs,
  type HouseholdSubscriptionRow,
} from './household-subscriptions.table';

export type NewHouseholdSubscription = Omit<
  typeof subs.$inferInsert,
  'id' | 'familyId' | 'createdAt' | 'updatedAt'
>;
export type HouseholdSubscriptionChanges = Partial<Omit<NewHouseholdSubscription, 'createdById'>>;
export type SubscriptionWithYearly = HouseholdSubscriptionRow & { yearlyCents: number };

// What one subscription costs a year at its cycle, in SQL (bigint cents).
const yearly = sql<string>`(${subs.amountCents}::bigint * case ${subs.billingCycle}
  when 'weekly' then 52 when 'monthly' then 12 when 'quarterly' then 4 else 1 end)`;

const withYearly = ({ yearly: y, ...row }: HouseholdSubscriptionRow & { yearly: string }) => ({
  ...row,
  yearlyCents: Number(y),
});

export function createHouseholdSubscriptionsRepository(db: Database<MoneySchema>) {
  const columns = {
    id: subs.id,
    familyId: subs.familyId,
    title: subs.title,
    description: subs.description,
    amountCents: subs.amountCents,
    category: subs.category,
    provider: subs.provider,
    startDate: subs.startDate,
    endDate: subs.endDate,
    billingCycle: subs.billingCycle,
    nextBillingDate: subs.nextBillingDate,
    autoRenew: subs.autoRenew,
    status: subs.status,
    paymentMethod: subs.paymentMethod,
    reminderDays: subs.reminderDays,
    createdById: subs.createdById,
    createdAt: subs.createdAt,
    updatedAt: subs.updatedAt,
    yearly,
  };

  return {
    /** Next renewal first. */
    async list(
      familyId: number,
      options: { after?: { nextBillingDate: string; id: number }; limit: number },
    ): Promise<SubscriptionWithYearly[]> {
      const conditions = [eq(subs.familyId, familyId)];
      if (options.after) {
        const { nextBillingDate, id } = options.after;
        conditions.push(
          or(
            gt(subs.nextBillingDate, nextBillingDate),
            and(eq(subs.nextBillingDate, nextBillingDate), gt(subs.id, id)),
          )!,
        );
      }
      const rows = await db
        .select(columns)
        .from(subs)
        .where(and(...conditions))
        .orderBy(asc(subs.nextBillingDate), asc(subs.id))
        .limit(options.limit);
      return rows.map(withYearly);
    },

    async summary(familyId: number): Promise<HouseholdSubscriptionSummary> {
      const [row] = await db
        .select({
          activeCount: sql<string>`count(*)`,
          yearlyCents: sql<string>`coalesce(sum(${yearly}), 0)`,
        })
        .from(subs)
        .where(and(eq(subs.familyId, familyId), eq(subs.status, 'active')));
      const yearlyCents = Number(row!.yearlyCents);
      // A month is a twelfth of the year, rounded to the cent (weekly cycles do not divide evenly).
      return {
        activeCount: Number(row!.activeCount),
        yearlyCents,
        monthlyCents: Math.round(yearlyCents / 12),
      };
    },

    async find(familyId: number, id: number): Promise<SubscriptionWithYearly | undefined> {
      const [row] = await db
        .select(columns)
        .from(subs)
        .where(and(eq(subs.familyId, familyId), eq(subs.id, id)));
      return row && withYearly(row);
    },

    async insert(familyId: number, values: NewHouseholdSubscription): Promise<number> {
      const [row] = await db
        .insert(subs)
        .values({ ...values, familyId })
        .returning({ id: subs.id });
      return row!.id;
    },

    async update(familyId: number, id: number, changes: HouseholdSubscriptionChanges): Promise<boolean> {
      const rows = await db
        .update(subs)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(subs.familyId, familyId), eq(subs.id, id)))
        .returning({ id: subs.id });
      return rows.length > 0;
    },

    /** Moves the next billing date from `from` to `to`; false when it had already moved (a double press). */
    async advance(familyId: number, id: number, from: string, to: string): Promise<boolean> {
      const rows = await db
        .update(subs)
        .set({ nextBillingDate: to, updatedAt: new Date() })
        .where(and(eq(subs.familyId, familyId), eq(subs.id, id), eq(subs.nextBillingDate, from)))
        .returning({ id: subs.id });
      return rows.length > 0;
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(subs)
        .where(and(eq(subs.familyId, familyId), eq(subs.id, id)))
        .returning({ id: subs.id });
      return rows.length > 0;
    },
  };
}
export type HouseholdSubscriptionsRepository = ReturnType<typeof createHouseholdSubscriptionsRepository>;
