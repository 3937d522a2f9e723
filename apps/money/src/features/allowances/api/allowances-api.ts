import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import {
  endpointRoutes,
  type ConvertPointsBody,
  type CreateAllowanceBody,
  type CreateAllowanceTransactionBody,
  type SetPointsRateBody,
  type UpdateAllowanceBody,
} from '@familyhub/contracts';

const endpoints = endpointRoutes.allowances;

const LEDGER_PAGE_SIZE = 20;

/** The allowances the caller may see (a family has a handful: one page). */
export const allowancesQueryOptions = () => endpointQuery(endpoints.list, { query: { limit: 200 } });

export function useAllowances() {
  return useQuery(allowancesQueryOptions());
}

/** One allowance's ledger, newest first, a page at a time. */
export const allowanceLedgerQueryOptions = (id: number) =>
  endpointPages(endpoints.transactions, LEDGER_PAGE_SIZE, { params: { id } });

export function useAllowanceLedger(id: number) {
  return useInfiniteQuery(allowanceLedgerQueryOptions(id));
}

/** The family's points-to-money rate. */
export const pointsRateQueryOptions = () => endpointQuery(endpoints.pointsRate);

export function usePointsRate(options: { enabled?: boolean } = {}) {
  return useQuery({ ...pointsRateQueryOptions(), enabled: options.enabled ?? true });
}

export function useCreateAllowance() {
  return useEndpointMutation(endpoints.create, (body: CreateAllowanceBody) => ({ body }));
}

export function useUpdateAllowance() {
  return useEndpointMutation(endpoints.update, ({ id, body }: { id: number; body: UpdateAllowanceBody }) => ({
    params: { id },
    body,
  }));
}

export function useDeleteAllowance() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}

export function useAddAllowanceTransaction() {
  return useEndpointMutation(
    endpoints.addTransaction,
    ({ id, body }: { id: number; body: CreateAllowanceTransactionBody }) => ({ params: { id }, body }),
  );
}

export function useSetPointsRate() {
  return useEndpointMutation(endpoints.setPointsRate, (body: SetPointsRateBody) => ({ body }));
}

/** Turns a child's points into money: the allowance and home's point balances change. */
export function useConvertPoints() {
  return useEndpointMutation(
    endpoints.convertPoints,
    ({ id, body }: { id: number; body: ConvertPointsBody }) => ({ params: { id }, body }),
    { alsoRefreshes: ['points'] },
  );
}
