import { sql } from 'drizzle-orm';
import { check, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CurrencyCode, Plan } from '@familyhub/contracts';
import { createdAt, identity } from '../pg-schema';

export const families = identity.table(
  'families',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    plan: text('plan').$type<Plan>().notNull().default('annual'),
    /** Set while the plan is a trial; cleared once a payment is recorded. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** Set when a paid plan is canceled at its period end; from then on the family is on the free plan. */
    planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
    /** The family's currency (ISO 4217, one of contracts' SUPPORTED_CURRENCIES; the contract validates it). */
    currency: text('currency').$type<CurrencyCode>().notNull().default('USD'),
    /** The family's support contact (issue #33): who a member is pointed to when their check-ins stay low. */
    supportContactName: text('support_contact_name'),
    supportContactPhone: text('support_contact_phone'),
    createdAt: createdAt(),
  },
  (t) => [check('families_plan_check', sql`${t.plan} in ('free', 'monthly', 'annual')`)],
);
export type FamilyRow = typeof families.$inferSelect;
