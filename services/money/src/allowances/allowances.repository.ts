import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { MoneySchema } from '../schema';
import {
  allowances,
  allowanceTransactions as ledger,
  type AllowanceRow,
  type AllowanceTransactionRow,
} from './allowances.table';

export type AllowanceWithBalance = AllowanceRow & { balanceCents: number };
export type NewAllowance = Omit<typeof allowances.$inferInsert, 'id' | 'familyId' | 'createdAt'>;
export type AllowanceChanges = Partial<Omit<NewAllowance, 'childId' | 'createdById'>>;

// The ledger's sum, in SQL; qualified names because drizzle leaves a lone table's columns unqualified.
const balance = sql<string>`coalesce((
  select sum(l.amount_cents) from "money"."allowance_transactions" l
  where l.family_id = "money"."allowances"."family_id" and l.allowance_id = "money"."allowances"."id"
), 0)::bigint`;

export function createAllowancesRepository(db: Database<MoneySchema>) {
  const columns = {
    id: allowances.id,
    familyId: allowances.familyId,
    childId: allowances.childId,
    amountCents: allowances.amountCents,
    frequency: allowances.frequency,
    dayOfWeek: allowances.dayOfWeek,
    dayOfMonth: allowances.dayOfMonth,
    status: allowances.status,
    autoCredit: allowances.autoCredit,
    startsOn: allowances.startsOn,
    createdById: allowances.createdById,
    createdAt: allowances.createdAt,
    balance,
  };
  const withBalance = ({ balance: b, ...row }: AllowanceRow & { balance: string }) => ({
    ...row,
    balanceCents: Number(b),
  });

  return {
    /** In the order they were made; `childId` narrows to one child's (a child sees only theirs). */
    async list(
      familyId: number,
      options: { childId?: number; afterId?: number; limit: number },
    ): Promise<AllowanceWithBalance[]> {
      const conditions = [eq(allowances.familyId, familyId)];
      if (options.childId !== undefined) conditions.push(eq(allowances.childId, options.childId));
      if (options.afterId !== undefined) conditions.push(gt(allowances.id, options.afterId));
      const rows = await db
        .select(columns)
        .from(allowances)
        .where(and(...conditions))
        .orderBy(asc(allowances.id))
        .limit(options.limit);
      return rows.map(withBalance);
    },

    async find(familyId: number, id: number): Promise<AllowanceWithBalance | undefined> {
      const [row] = await db
        .select(columns)
        .from(allowances)
        .where(and(eq(allowances.familyId, familyId), eq(allowances.id, id)));
      return row && withBalance(row);
    },

    /** The new allowance's id, or null when the child already has one. */
    async insert(familyId: number, values: NewAllowance): Promise<number | null> {
      const [row] = await db
        .insert(allowances)
        .values({ ...values, familyId })
        .onConflictDoNothing({ target: [allowances.familyId, allowances.childId] })
        .returning({ id: allowances.id });
      return row?.id ?? null;
    },

    async update(familyId: number, id: number, changes: AllowanceChanges): Promise<boolean> {
      const rows = await db
        .update(allowances)
        .set(changes)
        .where(and(eq(allowances.familyId, familyId), eq(allowances.id, id)))
        .returning({ id: allowances.id });
      return rows.length > 0;
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(allowances)
        .where(and(eq(allowances.familyId, familyId), eq(allowances.id, id)))
        .returning({ id: allowances.id });
      return rows.length > 0;
    },

    /** Newest first (date, then id). */
    async listTransactions(
      familyId: number,
      allowanceId: number,
      options: { after?: { date: string; id: number }; limit: number },
    ): Promise<AllowanceTransactionRow[]> {
      const conditions = [eq(ledger.familyId, familyId), eq(ledger.allowanceId, allowanceId)];
      if (options.after) {
        const { date, id } = options.after;
        conditions.push(or(lt(ledger.date, date), and(eq(ledger.date, date), lt(ledger.id, id)))!);
      }
      return db
        .select()
        .from(ledger)
        .where(and(...conditions))
        .orderBy(desc(ledger.date), desc(ledger.id))
        .limit(options.limit);
    },

    /**
     * A manual credit or debit. A debit that would take the balance below zero is not made unless `allowNegative`:
     * then the answer is the balance that refused it. The allowance row is locked for the check, so two debits at
     * once cannot both pass it.
     */
    async insertTransaction(
      familyId: number,
      values: Omit<typeof ledger.$inferInsert, 'id' | 'familyId' | 'createdAt'>,
      options: { allowNegative: boolean } = { allowNegative: true },
    ): Promise<{ transaction: AllowanceTransactionRow } | { refusedAtBalanceCents: number }> {
      return db.transaction(async (tx) => {
        if (values.amountCents < 0 && !options.allowNegative) {
          await tx
            .select({ id: allowances.id })
            .from(allowances)
            .where(and(eq(allowances.familyId, familyId), eq(allowances.id, values.allowanceId)))
            .for('update');
          // Summed after the lock, in a statement of its own: a sum in the locking statement would read the ledger
          // as it was before the lock was granted, and two debits at once would both pass (tested on PostgreSQL).
          const [sum] = await tx
            .select({ cents: sql<string>`coalesce(sum(${ledger.amountCents}), 0)::bigint` })
            .from(ledger)
            .where(and(eq(ledger.familyId, familyId), eq(ledger.allowanceId, values.allowanceId)));
          const balanceCents = Number(sum?.cents ?? 0);
          if (balanceCents + values.amountCents < 0) return { refusedAtBalanceCents: balanceCents };
        }
        const [row] = await tx
          .insert(ledger)
          .values({ ...values, familyId })
          .returning();
        return { transaction: row! };
      });
    },

    /**
     * Every active allowance with automatic credits: of every family (the scheduled job), or only the one given
     * (right after it changed).
     */
    async dueForCredits(only?: { familyId: number; allowanceId: number }): Promise<AllowanceRow[]> {
      const conditions = [eq(allowances.status, 'active'), eq(allowances.autoCredit, true)];
      if (only) conditions.push(eq(allowances.familyId, only.familyId), eq(allowances.id, only.allowanceId));
      return db
        .select()
        .from(allowances)
        .where(and(...conditions));
    },

    /** The automatic credit of one period; false when it exists already (another run, another instance). */
    async creditPeriod(allowance: AllowanceRow, period: string): Promise<boolean> {
      const rows = await db
        .insert(ledger)
        .values({
          familyId: allowance.familyId,
          allowanceId: allowance.id,
          amountCents: allowance.amountCents,
          date: period,
          notes: 'Allowance',
          isManual: false,
          period,
          createdById: null,
        })
        .onConflictDoNothing({ target: [ledger.allowanceId, ledger.period] })
        .returning({ id: ledger.id });
      return rows.length > 0;
    },
  };
}
export type AllowancesRepository = ReturnType<typeof createAllowancesRepository>;
