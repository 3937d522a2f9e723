import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BillFrequency } from '@familyhub/contracts';
import { money } from '../pg-schema';

/**
 * The household's own subscriptions (streaming, software, memberships): the household half of spec 001 §3's
 * `subscriptions`, kept apart from the family's FamilyHub plan in identity.
 */
export const householdSubscriptions = money.table(
  'household_subscriptions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    amountCents: integer('amount_cents').notNull(),
    category: text('category'),
    provider: text('provider'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    billingCycle: text('billing_cycle').$type<BillFrequency>().notNull().default('monthly'),
    nextBillingDate: date('next_billing_date', { mode: 'string' }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    status: text('status').$type<'active' | 'cancelled'>().notNull().default('active'),
    paymentMethod: text('payment_method'),
    reminderDays: integer('reminder_days').notNull().default(7),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('household_subscriptions_family_id_next_idx').on(t.familyId, t.nextBillingDate, t.id),
    check('household_subscriptions_status_check', sql`${t.status} in ('active', 'cancelled')`),
    check('household_subscriptions_amount_check', sql`${t.amountCents} > 0`),
    check(
      'household_subscriptions_cycle_check',
      sql`${t.billingCycle} in ('weekly', 'monthly', 'quarterly', 'yearly')`,
    ),
  ],
);

export type HouseholdSubscriptionRow = typeof householdSubscriptions.$inferSelect;
