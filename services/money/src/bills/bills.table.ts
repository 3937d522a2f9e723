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
import type { BillFrequency, BillStatus } from '@familyhub/contracts';
import { money } from '../pg-schema';

/**
 * A household bill (spec 001 §3 bills). `account_number` holds ciphertext (AES-256-GCM bound to the family and
 * the field). Paying a recurring bill creates the next one, which points back here: the unique index on
 * `previous_bill_id` makes that happen once, however many times or places Mark Paid is pressed.
 */
export const bills = money.table(
  'bills',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    category: text('category'),
    payee: text('payee'),
    accountNumber: text('account_number'),
    paymentMethod: text('payment_method'),
    status: text('status').$type<BillStatus>().notNull().default('unpaid'),
    isPaid: boolean('is_paid').notNull().default(false),
    paidDate: date('paid_date', { mode: 'string' }),
    isRecurring: boolean('is_recurring').notNull().default(true),
    recurringFrequency: text('recurring_frequency').$type<BillFrequency>().notNull().default('monthly'),
    reminderDays: integer('reminder_days').notNull().default(3),
    previousBillId: integer('previous_bill_id'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bills_family_id_status_due_date_idx').on(t.familyId, t.status, t.dueDate, t.id),
    uniqueIndex('bills_previous_bill_id_idx').on(t.previousBillId),
    check('bills_status_check', sql`${t.status} in ('unpaid', 'paid')`),
    check('bills_paid_check', sql`(${t.status} = 'paid') = ${t.isPaid}`),
    check('bills_amount_check', sql`${t.amountCents} > 0`),
    check(
      'bills_frequency_check',
      sql`${t.recurringFrequency} in ('weekly', 'monthly', 'quarterly', 'yearly')`,
    ),
  ],
);

export type BillRow = typeof bills.$inferSelect;
