import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Plan } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import { families, type FamilyRow, type IdentitySchema } from '../schema';
import {
  paymentTransactions,
  subscriptions,
  type PaymentTransactionRow,
  type SubscriptionRow,
} from './billing.table';

export type NewSubscription = Omit<
  typeof subscriptions.$inferInsert,
  'id' | 'familyId' | 'createdAt' | 'updatedAt'
>;
export type NewPaymentTransaction = Omit<
  typeof paymentTransactions.$inferInsert,
  'id' | 'familyId' | 'createdAt' | 'updatedAt'
>;

export function createBillingRepository(db: Database<IdentitySchema>) {
  return {
    async findFamily(familyId: number): Promise<FamilyRow | undefined> {
      const [row] = await db.select().from(families).where(eq(families.id, familyId));
      return row;
    },

    /** The family row, locked until the transaction ends, so two billing changes never interleave. */
    async lockFamily(familyId: number): Promise<FamilyRow | undefined> {
      const [row] = await db.select().from(families).where(eq(families.id, familyId)).for('update');
      return row;
    },

    async setFamilyPlan(
      familyId: number,
      values: { plan: Plan; trialEndsAt: Date | null; planEndsAt: Date | null },
    ): Promise<void> {
      await db.update(families).set(values).where(eq(families.id, familyId));
    },

    async setPlanEnd(familyId: number, planEndsAt: Date | null): Promise<void> {
      await db.update(families).set({ planEndsAt }).where(eq(families.id, familyId));
    },

    /** The newest subscription still marked active (its period may have run out). */
    async findActive(familyId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.familyId, familyId), eq(subscriptions.status, 'active')))
        .orderBy(desc(subscriptions.id))
        .limit(1);
      return row;
    },

    /**
     * Subscriptions whose period has ended and that were not canceled, across every family: the renewal sweep's
     * work list (the one billing query not scoped to a family; each renewal then locks and re-reads its family).
     */
    async listDueForRenewal(now: Date): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            eq(subscriptions.cancelAtPeriodEnd, false),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        )
        .orderBy(asc(subscriptions.currentPeriodEnd))
        .limit(500);
    },

    async insertSubscription(familyId: number, values: NewSubscription): Promise<SubscriptionRow> {
      const [row] = await db
        .insert(subscriptions)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async updateSubscription(
      familyId: number,
      subscriptionId: number,
      changes: Partial<
        Pick<
          SubscriptionRow,
          'status' | 'cancelAtPeriodEnd' | 'canceledAt' | 'currentPeriodStart' | 'currentPeriodEnd'
        >
      >,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(subscriptions.familyId, familyId), eq(subscriptions.id, subscriptionId)))
        .returning();
      return row;
    },

    async insertTransaction(familyId: number, values: NewPaymentTransaction): Promise<PaymentTransactionRow> {
      const [row] = await db
        .insert(paymentTransactions)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    /** Newest first. */
    async listTransactions(familyId: number): Promise<PaymentTransactionRow[]> {
      return db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.familyId, familyId))
        .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id));
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
