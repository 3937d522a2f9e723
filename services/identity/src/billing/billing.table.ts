import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaidPlan, PaymentStatus, SubscriptionState } from '@familyhub/contracts';
import { identity } from '../pg-schema';
// Another feature's table, read only inside references(): schema.ts is loaded by then.
import { families, users } from '../schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A family's paid plan, one row per purchase or plan change. Active while its period runs; a cancel at the
 * period end keeps it active until then (families.plan_ends_at carries that date to the session).
 */
export const subscriptions = identity.table(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** The admin who bought it; kept when that member is later removed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').$type<PaidPlan>().notNull(),
    status: text('status').$type<SubscriptionState>().notNull().default('active'),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    /** The provider's reference to the saved card (never the card number), used to charge a plan change. */
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** What a person recognises the card by, e.g. "Visa •••• 4242". */
    paymentMethodSummary: text('payment_method_summary').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_family_id_idx').on(t.familyId),
    check('subscriptions_plan_check', sql`${t.plan} in ('monthly', 'annual')`),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'canceled', 'expired')`),
  ],
);

/** Every charge attempt, the declined ones too: the family's billing history. */
export const paymentTransactions = identity.table(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').$type<PaymentStatus>().notNull(),
    description: text('description').notNull(),
    paymentMethodSummary: text('payment_method_summary'),
    providerPaymentId: text('provider_payment_id'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_transactions_family_id_idx').on(t.familyId),
    check('payment_transactions_status_check', sql`${t.status} in ('succeeded', 'failed')`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
