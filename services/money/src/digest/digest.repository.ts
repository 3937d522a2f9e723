import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database, DigestDays } from '@familyhub/server-kit';
import { bills } from '../bills';
import { householdSubscriptions } from '../household-subscriptions';
import type { MoneySchema } from '../schema';

/**
 * The money digest's reads for many families at once (issue #30): one query per kind over the union of their
 * windows, on the (family_id, status, due date) and (family_id, next billing date) indexes; the provider keeps each
 * family's own days. No encrypted field is read (a bill's title and amount only).
 */
export function createDigestRepository(db: Database<MoneySchema>) {
  return {
    async unpaidBillsDue(familyIds: readonly number[], days: DigestDays) {
      return db
        .select({
          id: bills.id,
          familyId: bills.familyId,
          title: bills.title,
          amountCents: bills.amountCents,
          dueDate: bills.dueDate,
        })
        .from(bills)
        .where(
          and(
            inArray(bills.familyId, [...familyIds]),
            eq(bills.status, 'unpaid'),
            gte(bills.dueDate, days.firstDay),
            lte(bills.dueDate, days.lastDay),
          ),
        )
        .orderBy(asc(bills.dueDate), asc(bills.id));
    },

    /** Active subscriptions renewing in the days (a cancelled one renews no more). */
    async renewals(familyIds: readonly number[], days: DigestDays) {
      return db
        .select({
          id: householdSubscriptions.id,
          familyId: householdSubscriptions.familyId,
          title: householdSubscriptions.title,
          amountCents: householdSubscriptions.amountCents,
          nextBillingDate: householdSubscriptions.nextBillingDate,
        })
        .from(householdSubscriptions)
        .where(
          and(
            inArray(householdSubscriptions.familyId, [...familyIds]),
            gte(householdSubscriptions.nextBillingDate, days.firstDay),
            lte(householdSubscriptions.nextBillingDate, days.lastDay),
            eq(householdSubscriptions.status, 'active'),
          ),
        )
        .orderBy(asc(householdSubscriptions.nextBillingDate), asc(householdSubscriptions.id));
    },
  };
}
export type MoneyDigestRepository = ReturnType<typeof createDigestRepository>;
