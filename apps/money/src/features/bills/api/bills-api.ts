import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPages, endpointQuery, useEndpointMutation } from '@familyhub/api-client';
import { endpointRoutes, type CreateBillBody } from '@familyhub/contracts';

const endpoints = endpointRoutes.bills;

export type BillView = 'unpaid' | 'overdue' | 'due-soon' | 'paid';

export const BILL_PAGE_SIZE = 25;

/** One view's bills, a page at a time. */
export const billsQueryOptions = (view: BillView) =>
  endpointPages(endpoints.list, BILL_PAGE_SIZE, { query: { view, limit: BILL_PAGE_SIZE } });

export function useBills(view: BillView) {
  return useInfiniteQuery(billsQueryOptions(view));
}

/** The next unpaid bills, for the dashboard card. */
export const nextBillsQueryOptions = (limit: number) =>
  endpointQuery(endpoints.list, { query: { view: 'unpaid', limit } });

export function useNextBills(limit: number) {
  return useQuery(nextBillsQueryOptions(limit));
}

export const billSummaryQueryOptions = () => endpointQuery(endpoints.summary);

export function useBillSummary() {
  return useQuery(billSummaryQueryOptions());
}

export function useAddBill() {
  return useEndpointMutation(endpoints.create, (body: CreateBillBody) => ({ body }));
}

export function useDeleteBill() {
  return useEndpointMutation(endpoints.remove, (id: number) => ({ params: { id } }));
}

/** Marks a bill paid (a repeating one gets its next bill). */
export function usePayBill() {
  return useEndpointMutation(endpoints.pay, (id: number) => ({ params: { id }, body: {} }));
}
