import { z } from 'zod';
import {
  BILL_ALREADY_PAID,
  maskAccountNumber,
  messageRef,
  type Bill,
  type BillDueState,
  type BillPage,
  type billPageQuery,
  type BillSummary,
  type createBillBody,
  type LiveTopic,
  type PayBillAnswer,
  type payBillBody,
  type updateBillBody,
} from '@familyhub/contracts';
import {
  conflict,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type LiveEvents,
} from '@familyhub/server-kit';
import { reminderShowFrom, type FinanceAlerts } from '../clients/finance-alerts';
import { assertFinanceAccess, isoDay, systemClock, type Clock } from '../shared/access';
import type { BillsRepository } from './bills.repository';
import type { BillRow } from './bills.table';

type CreateBill = z.output<typeof createBillBody>;
type UpdateBill = z.output<typeof updateBillBody>;
type PayBill = z.output<typeof payBillBody>;
type BillPageQuery = z.output<typeof billPageQuery>;

const billCursor = keysetCursor(z.object({ dueDate: z.iso.date(), id: z.number().int().positive() }));

/** Where a bill stands on `today` (YYYY-MM-DD): due soon from `reminderDays` before its due date. */
export function dueStateOf(
  row: Pick<BillRow, 'status' | 'dueDate' | 'reminderDays'>,
  today: string,
): BillDueState {
  if (row.status === 'paid') return 'paid';
  if (row.dueDate < today) return 'overdue';
  return isoDay(reminderShowFrom(row.dueDate, row.reminderDays)) <= today ? 'due-soon' : 'upcoming';
}

export function toBill(row: BillRow, today: string): Bill {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    amountCents: row.amountCents,
    dueDate: row.dueDate,
    category: row.category,
    payee: row.payee,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    paymentMethod: row.paymentMethod,
    status: row.status,
    isPaid: row.isPaid,
    paidDate: row.paidDate,
    isRecurring: row.isRecurring,
    recurringFrequency: row.recurringFrequency,
    reminderDays: row.reminderDays,
    dueState: dueStateOf(row, today),
    previousBillId: row.previousBillId,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

const target = (id: number) => ({ type: 'bill' as const, id });

export interface BillsServiceOptions {
  repository: BillsRepository;
  alerts: FinanceAlerts;
  live: Pick<LiveEvents<LiveTopic<'money'>>, 'publish'>;
  clock?: Clock;
}

/**
 * Bills (spec 001 §3, §9): admins and parents allowed to view finances keep them; an unpaid bill carries a
 * reminder for them from `reminderDays` before its due date; Mark Paid records the payment and rolls a recurring
 * bill on to its next one, once.
 */
export function createBillsService({
  repository: repo,
  alerts,
  live,
  clock = systemClock,
}: BillsServiceOptions) {
  const today = () => isoDay(clock());
  const changed = (caller: Caller) => live.publish(caller.familyId, 'bills');
  const remind = (caller: Caller, row: BillRow) =>
    alerts.remind(caller, {
      dedupeKey: `bill-due:${row.id}`,
      title: messageRef('{title} is due {date}', { title: row.title, date: { date: row.dueDate } }),
      describe: (currency) => {
        const amount = { money: row.amountCents, currency };
        return row.payee
          ? messageRef('{amount} to {payee}', { amount, payee: row.payee })
          : messageRef('{amount}', { amount });
      },
      target: target(row.id),
      showFrom: reminderShowFrom(row.dueDate, row.reminderDays),
    });

  async function existing(caller: Caller, billId: number): Promise<BillRow> {
    const row = await repo.find(caller.familyId, billId);
    if (!row) throw notFound('Bill');
    return row;
  }

  return {
    async list(caller: Caller, query: BillPageQuery): Promise<BillPage> {
      assertFinanceAccess(caller);
      const day = today();
      const rows = await repo.list(caller.familyId, {
        view: query.view,
        today: day,
        after: billCursor.decode(query.cursor),
        limit: query.limit + 1,
      });
      const page = billCursor.page(rows, query.limit, (row) => ({ dueDate: row.dueDate, id: row.id }));
      return mapPage(page, (row) => toBill(row, day));
    },

    async summary(caller: Caller): Promise<BillSummary> {
      assertFinanceAccess(caller);
      return repo.summary(caller.familyId, today());
    },

    async get(caller: Caller, billId: number): Promise<Bill> {
      assertFinanceAccess(caller);
      return toBill(await existing(caller, billId), today());
    },

    async create(caller: Caller, body: CreateBill): Promise<Bill> {
      assertFinanceAccess(caller);
      const row = await repo.insert(caller.familyId, { ...body, createdById: caller.userId });
      await remind(caller, row);
      changed(caller);
      return toBill(row, today());
    },

    async update(caller: Caller, billId: number, changes: UpdateBill): Promise<Bill> {
      assertFinanceAccess(caller);
      await existing(caller, billId);
      const row = await repo.update(caller.familyId, billId, changes);
      if (!row) throw notFound('Bill');
      if (row.status === 'unpaid') await remind(caller, row);
      changed(caller);
      return toBill(row, today());
    },

    /** Mark Paid: 409 when it is already paid (so a double press never makes two next bills). */
    async pay(caller: Caller, billId: number, body: PayBill): Promise<PayBillAnswer> {
      assertFinanceAccess(caller);
      await existing(caller, billId);
      const result = await repo.pay(caller.familyId, billId, body.paidDate ?? today());
      if (!result) throw conflict(BILL_ALREADY_PAID);
      await alerts.clear(caller, target(billId));
      if (result.next) await remind(caller, result.next);
      changed(caller);
      const day = today();
      return { bill: toBill(result.bill, day), nextBill: result.next && toBill(result.next, day) };
    },

    async remove(caller: Caller, billId: number): Promise<void> {
      assertFinanceAccess(caller);
      if (!(await repo.remove(caller.familyId, billId))) throw notFound('Bill');
      await alerts.clear(caller, target(billId));
      changed(caller);
    },
  };
}
export type BillsService = ReturnType<typeof createBillsService>;
