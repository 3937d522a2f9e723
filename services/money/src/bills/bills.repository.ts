import { and, asc, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { encryptedFields, protectedFields, type Database, type FieldCipher } from '@familyhub/server-kit';
import { nextDueDate, type BillSummary } from '@familyhub/contracts';
import type { MoneySchema } from '../schema';
import { bills, type BillRow } from './bills.table';

export type NewBill = Omit<typeof bills.$inferInsert, 'id' | 'familyId' | 'createdAt'>;
export type BillChanges = Partial<Omit<NewBill, 'createdById' | 'previousBillId' | 'status' | 'isPaid'>>;
export type BillView = 'unpaid' | 'overdue' | 'due-soon' | 'paid' | 'all';

export interface BillsRepositoryOptions {
  db: Database<MoneySchema>;
  cipher: FieldCipher;
}

/**
 * Bills, every statement scoped by family. Account numbers are sealed on the way in and opened on the way out
 * (server-kit field encryption, `protectedFields.moneyBills`).
 */
export function createBillsRepository({ db, cipher }: BillsRepositoryOptions) {
  const { scope, fields } = protectedFields.moneyBills;
  const sensitive = encryptedFields(cipher, scope, fields);
  const open = (familyId: number, row: BillRow) => sensitive.open(familyId, row);

  function viewCondition(view: BillView, today: string): SQL | undefined {
    switch (view) {
      case 'unpaid':
        return eq(bills.status, 'unpaid');
      case 'overdue':
        return and(eq(bills.status, 'unpaid'), lt(bills.dueDate, today));
      case 'due-soon':
        return and(
          eq(bills.status, 'unpaid'),
          gte(bills.dueDate, today),
          sql`${bills.dueDate} <= ${today}::date + ${bills.reminderDays}`,
        );
      case 'paid':
        return eq(bills.status, 'paid');
      case 'all':
        return undefined;
    }
  }

  return {
    /** Paid bills latest due first; every other view soonest due first. */
    async list(
      familyId: number,
      options: { view: BillView; today: string; after?: { dueDate: string; id: number }; limit: number },
    ): Promise<BillRow[]> {
      const newestFirst = options.view === 'paid';
      const conditions = [eq(bills.familyId, familyId), viewCondition(options.view, options.today)];
      if (options.after) {
        const { dueDate, id } = options.after;
        conditions.push(
          newestFirst
            ? or(lt(bills.dueDate, dueDate), and(eq(bills.dueDate, dueDate), lt(bills.id, id)))
            : or(gt(bills.dueDate, dueDate), and(eq(bills.dueDate, dueDate), gt(bills.id, id))),
        );
      }
      const order = newestFirst ? [desc(bills.dueDate), desc(bills.id)] : [asc(bills.dueDate), asc(bills.id)];
      const rows = await db
        .select()
        .from(bills)
        .where(and(...conditions))
        .orderBy(...order)
        .limit(options.limit);
      return rows.map((row) => open(familyId, row));
    },

    /** Overdue, due soon and all unpaid bills: counts and sums, in SQL. */
    async summary(familyId: number, today: string): Promise<BillSummary> {
      const overdue = sql`${bills.status} = 'unpaid' and ${bills.dueDate} < ${today}::date`;
      const dueSoon = sql`${bills.status} = 'unpaid' and ${bills.dueDate} >= ${today}::date and ${bills.dueDate} <= ${today}::date + ${bills.reminderDays}`;
      const unpaid = sql`${bills.status} = 'unpaid'`;
      const [row] = await db
        .select({
          overdueCount: sql<string>`count(*) filter (where ${overdue})`,
          overdueCents: sql<string>`coalesce(sum(${bills.amountCents}) filter (where ${overdue}), 0)`,
          dueSoonCount: sql<string>`count(*) filter (where ${dueSoon})`,
          dueSoonCents: sql<string>`coalesce(sum(${bills.amountCents}) filter (where ${dueSoon}), 0)`,
          unpaidCount: sql<string>`count(*) filter (where ${unpaid})`,
          unpaidCents: sql<string>`coalesce(sum(${bills.amountCents}) filter (where ${unpaid}), 0)`,
        })
        .from(bills)
        .where(eq(bills.familyId, familyId));
      return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as BillSummary;
    },

    async find(familyId: number, billId: number): Promise<BillRow | undefined> {
      const [row] = await db
        .select()
        .from(bills)
        .where(and(eq(bills.familyId, familyId), eq(bills.id, billId)));
      return row && open(familyId, row);
    },

    async insert(familyId: number, values: NewBill): Promise<BillRow> {
      const [row] = await db
        .insert(bills)
        .values({ ...sensitive.seal(familyId, values), familyId })
        .returning();
      return open(familyId, row!);
    },

    async update(familyId: number, billId: number, changes: BillChanges): Promise<BillRow | undefined> {
      const [row] = await db
        .update(bills)
        .set(sensitive.seal(familyId, changes))
        .where(and(eq(bills.familyId, familyId), eq(bills.id, billId)))
        .returning();
      return row && open(familyId, row);
    },

    /**
     * Mark Paid in one transaction: only an unpaid bill turns paid (a second press finds none and gets null), and a
     * recurring bill's next one is inserted once (the unique previous_bill_id makes a racing second insert a no-op).
     */
    async pay(
      familyId: number,
      billId: number,
      paidDate: string,
    ): Promise<{ bill: BillRow; next: BillRow | null } | null> {
      return db.transaction(async (tx) => {
        const [paid] = await tx
          .update(bills)
          .set({ status: 'paid', isPaid: true, paidDate })
          .where(and(eq(bills.familyId, familyId), eq(bills.id, billId), eq(bills.status, 'unpaid')))
          .returning();
        if (!paid) return null;
        let next: BillRow | null = null;
        if (paid.isRecurring) {
          const [inserted] = await tx
            .insert(bills)
            .values({
              familyId,
              title: paid.title,
              description: paid.description,
              amountCents: paid.amountCents,
              dueDate: nextDueDate(paid.dueDate, paid.recurringFrequency),
              category: paid.category,
              payee: paid.payee,
              // Still sealed for the same family and field, so the ciphertext carries over as it is.
              accountNumber: paid.accountNumber,
              paymentMethod: paid.paymentMethod,
              isRecurring: true,
              recurringFrequency: paid.recurringFrequency,
              reminderDays: paid.reminderDays,
              previousBillId: paid.id,
              createdById: paid.createdById,
            })
            .onConflictDoNothing({ target: bills.previousBillId })
            .returning();
          next = inserted ? open(familyId, inserted) : null;
        }
        return { bill: open(familyId, paid), next };
      });
    },

    async remove(familyId: number, billId: number): Promise<boolean> {
      const rows = await db
        .delete(bills)
        .where(and(eq(bills.familyId, familyId), eq(bills.id, billId)))
        .returning({ id: bills.id });
      return rows.length > 0;
    },
  };
}
export type BillsRepository = ReturnType<typeof createBillsRepository>;
