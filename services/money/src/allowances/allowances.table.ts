import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AllowanceFrequency, AllowanceStatus } from '@familyhub/contracts';
import { money } from '../pg-schema';

// child_id and created_by_id point at identity's users: another service's schema, so no foreign keys.
/** A child's allowance (spec 001 §3 allowances): one per child. */
export const allowances = money.table(
  'allowances',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    childId: integer('child_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    frequency: text('frequency').$type<AllowanceFrequency>().notNull(),
    dayOfWeek: integer('day_of_week'),
    dayOfMonth: integer('day_of_month'),
    status: text('status').$type<AllowanceStatus>().notNull().default('active'),
    autoCredit: boolean('auto_credit').notNull().default(true),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('allowances_family_id_child_id_idx').on(t.familyId, t.childId),
    check('allowances_amount_check', sql`${t.amountCents} > 0`),
    check('allowances_frequency_check', sql`${t.frequency} in ('weekly', 'monthly')`),
    check('allowances_status_check', sql`${t.status} in ('active', 'paused')`),
    check('allowances_day_of_week_check', sql`${t.dayOfWeek} between 0 and 6`),
    check('allowances_day_of_month_check', sql`${t.dayOfMonth} between 1 and 28`),
  ],
);

/**
 * The allowance's ledger (spec 001 §3 allowance_transactions): credits positive, debits negative. An automatic
 * credit carries its period (the payday); the unique (allowance_id, period) index makes it exist once however
 * many service instances run the job at the same moment. Manual rows have no period (nulls never collide).
 */
export const allowanceTransactions = money.table(
  'allowance_transactions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    allowanceId: integer('allowance_id')
      .notNull()
      .references(() => allowances.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    isManual: boolean('is_manual').notNull(),
    period: date('period', { mode: 'string' }),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('allowance_transactions_family_id_allowance_id_idx').on(t.familyId, t.allowanceId, t.date, t.id),
    uniqueIndex('allowance_transactions_allowance_id_period_idx').on(t.allowanceId, t.period),
    check('allowance_transactions_amount_check', sql`${t.amountCents} <> 0`),
    check('allowance_transactions_period_check', sql`${t.isManual} = (${t.period} is null)`),
  ],
);

export type AllowanceRow = typeof allowances.$inferSelect;
export type AllowanceTransactionRow = typeof allowanceTransactions.$inferSelect;
