import { sql } from 'drizzle-orm';
import { check, index, integer, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { allowances } from '../allowances';
import { money } from '../pg-schema';

/** The family's rate for chore points into allowance money: every `points` points are worth `amount_cents`. */
export const pointsRates = money.table(
  'points_rates',
  {
    familyId: integer('family_id').primaryKey(),
    points: integer('points').notNull(),
    amountCents: integer('amount_cents').notNull(),
    updatedById: integer('updated_by_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('points_rates_points_check', sql`${t.points} > 0`),
    check('points_rates_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export type PointConversionStatus = 'pending' | 'done' | 'cancelling' | 'cancelled';

/**
 * One conversion of a child's points into allowance money, across two services: `pending` while home takes the
 * points, `done` with the allowance credit it made (one, by the unique transaction id and the status guard), or
 * `cancelling` → `cancelled` when anything failed and home was (or is still to be) told to give the points back.
 * The settle job finishes every `cancelling` one and every `pending` one left behind by a crash.
 */
export const pointConversions = money.table(
  'point_conversions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    // Kept (unlinked) when the allowance goes, so a conversion in flight can still be cancelled at home.
    allowanceId: integer('allowance_id').references(() => allowances.id, { onDelete: 'set null' }),
    childId: integer('child_id').notNull(),
    points: integer('points').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PointConversionStatus>().notNull().default('pending'),
    transactionId: integer('transaction_id'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_conversions_transaction_id_idx').on(t.transactionId),
    index('point_conversions_unsettled_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('pending', 'cancelling')`),
    check(
      'point_conversions_status_check',
      sql`${t.status} in ('pending', 'done', 'cancelling', 'cancelled')`,
    ),
    check('point_conversions_points_check', sql`${t.points} > 0 and ${t.amountCents} > 0`),
  ],
);
export type PointConversionRow = typeof pointConversions.$inferSelect;
