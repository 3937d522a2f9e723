import { z } from 'zod';
import {
  ALLOWANCE_DAY_MESSAGE,
  canOrganise,
  CHILD_ONLY_MESSAGE,
  NEGATIVE_BALANCE_CODE,
  NEGATIVE_BALANCE_MESSAGE,
  type Allowance,
  type AllowancePage,
  type allowancePageQuery,
  type AllowanceTransaction,
  type AllowanceTransactionPage,
  type allowanceTransactionPageQuery,
  type createAllowanceBody,
  type createAllowanceTransactionBody,
  type LiveTopic,
  type updateAllowanceBody,
} from '@familyhub/contracts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  keysetCursor,
  mapPage,
  notFound,
  type Caller,
  type FamilyMembers,
  type LiveEvents,
} from '@familyhub/server-kit';
import { isoDay, systemClock, type Clock } from '../shared/access';
import type { AllowanceWithBalance, AllowancesRepository } from './allowances.repository';
import type { AllowanceTransactionRow } from './allowances.table';

type CreateAllowance = z.output<typeof createAllowanceBody>;
type UpdateAllowance = z.output<typeof updateAllowanceBody>;
type CreateTransaction = z.output<typeof createAllowanceTransactionBody>;

export const ALREADY_HAS_ALLOWANCE = 'This child already has an allowance: change it instead';
export const PARENTS_ONLY = 'Only parents and admins can change allowances';

const allowanceCursor = keysetCursor(z.object({ id: z.number().int().positive() }));
const ledgerCursor = keysetCursor(z.object({ date: z.iso.date(), id: z.number().int().positive() }));

export function toAllowance(row: AllowanceWithBalance): Allowance {
  return {
    id: row.id,
    childId: row.childId,
    amountCents: row.amountCents,
    frequency: row.frequency,
    dayOfWeek: row.dayOfWeek,
    dayOfMonth: row.dayOfMonth,
    status: row.status,
    autoCredit: row.autoCredit,
    startsOn: row.startsOn,
    balanceCents: row.balanceCents,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAllowanceTransaction(row: AllowanceTransactionRow): AllowanceTransaction {
  return {
    id: row.id,
    allowanceId: row.allowanceId,
    amountCents: row.amountCents,
    date: row.date,
    notes: row.notes,
    isManual: row.isManual,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface AllowancesServiceOptions {
  repository: AllowancesRepository;
  members: FamilyMembers;
  live: Pick<LiveEvents<LiveTopic<'money'>>, 'publish'>;
  clock?: Clock;
  /**
   * Called after an allowance is set up or changed, with its family and id: the app credits that allowance's
   * paydays so far then, so they land at once (and only its own; the platform-wide walk is the scheduled job's).
   */
  creditAllowance?: (familyId: number, allowanceId: number) => Promise<void>;
}

/**
 * Allowances: admins and parents (with finance access, checked by the gateway) set them up and keep the ledger;
 * a child sees only their own allowance and its ledger (another child's is 404 to them) and changes nothing.
 */
export function createAllowancesService({
  repository: repo,
  members,
  live,
  clock = systemClock,
  creditAllowance = async () => undefined,
}: AllowancesServiceOptions) {
  const changed = (caller: Caller) => {
    live.publish(caller.familyId, 'allowances');
  };
  const assertMayChange = (caller: Caller) => {
    if (!canOrganise(caller.role)) throw forbidden(PARENTS_ONLY);
  };

  /** The allowance as the caller may see it: a child only their own. */
  async function visible(caller: Caller, id: number): Promise<AllowanceWithBalance> {
    const row = await repo.find(caller.familyId, id);
    if (!row || (caller.role === 'child' && row.childId !== caller.userId)) throw notFound('Allowance');
    return row;
  }

  return {
    async list(caller: Caller, query: z.output<typeof allowancePageQuery>): Promise<AllowancePage> {
      const rows = await repo.list(caller.familyId, {
        childId: caller.role === 'child' ? caller.userId : undefined,
        afterId: allowanceCursor.decode(query.cursor)?.id,
        limit: query.limit + 1,
      });
      return mapPage(
        allowanceCursor.page(rows, query.limit, (row) => ({ id: row.id })),
        toAllowance,
      );
    },

    async get(caller: Caller, id: number): Promise<Allowance> {
      return toAllowance(await visible(caller, id));
    },

    async create(caller: Caller, body: CreateAllowance): Promise<Allowance> {
      assertMayChange(caller);
      if ((await members.find(caller, body.childId))?.role !== 'child') throw badRequest(CHILD_ONLY_MESSAGE);
      const id = await repo.insert(caller.familyId, {
        childId: body.childId,
        amountCents: body.amountCents,
        frequency: body.frequency,
        dayOfWeek: body.frequency === 'weekly' ? (body.dayOfWeek ?? null) : null,
        dayOfMonth: body.frequency === 'monthly' ? (body.dayOfMonth ?? null) : null,
        status: body.status,
        autoCredit: body.autoCredit,
        startsOn: body.startsOn ?? isoDay(clock()),
        createdById: caller.userId,
      });
      if (id === null) throw conflict(ALREADY_HAS_ALLOWANCE);
      await creditAllowance(caller.familyId, id);
      changed(caller);
      return toAllowance(await visible(caller, id));
    },

    async update(caller: Caller, id: number, changes: UpdateAllowance): Promise<Allowance> {
      assertMayChange(caller);
      const current = await visible(caller, id);
      const frequency = changes.frequency ?? current.frequency;
      const dayOfWeek = frequency === 'weekly' ? (changes.dayOfWeek ?? current.dayOfWeek) : null;
      const dayOfMonth = frequency === 'monthly' ? (changes.dayOfMonth ?? current.dayOfMonth) : null;
      if (frequency === 'weekly' ? dayOfWeek == null : dayOfMonth == null)
        throw badRequest(ALLOWANCE_DAY_MESSAGE);
      await repo.update(caller.familyId, id, { ...changes, dayOfWeek, dayOfMonth });
      await creditAllowance(caller.familyId, id);
      changed(caller);
      return toAllowance(await visible(caller, id));
    },

    async remove(caller: Caller, id: number): Promise<void> {
      assertMayChange(caller);
      if (!(await repo.remove(caller.familyId, id))) throw notFound('Allowance');
      changed(caller);
    },

    async listTransactions(
      caller: Caller,
      id: number,
      query: z.output<typeof allowanceTransactionPageQuery>,
    ): Promise<AllowanceTransactionPage> {
      await visible(caller, id);
      const rows = await repo.listTransactions(caller.familyId, id, {
        after: ledgerCursor.decode(query.cursor),
        limit: query.limit + 1,
      });
      return mapPage(
        ledgerCursor.page(rows, query.limit, (row) => ({ date: row.date, id: row.id })),
        toAllowanceTransaction,
      );
    },

    /** A manual credit or debit with its note (parents and admins); below zero only when the parent allows it. */
    async addTransaction(caller: Caller, id: number, body: CreateTransaction): Promise<AllowanceTransaction> {
      assertMayChange(caller);
      await visible(caller, id);
      const made = await repo.insertTransaction(
        caller.familyId,
        {
          allowanceId: id,
          amountCents: body.kind === 'credit' ? body.amountCents : -body.amountCents,
          date: body.date ?? isoDay(clock()),
          notes: body.notes,
          isManual: true,
          period: null,
          createdById: caller.userId,
        },
        { allowNegative: body.allowNegative },
      );
      if ('refusedAtBalanceCents' in made)
        throw new HttpError(409, NEGATIVE_BALANCE_CODE, NEGATIVE_BALANCE_MESSAGE, {
          balanceCents: made.refusedAtBalanceCents,
        });
      changed(caller);
      return toAllowanceTransaction(made.transaction);
    },
  };
}
export type AllowancesService = ReturnType<typeof createAllowancesService>;
