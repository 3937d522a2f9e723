import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Bill, CreateBillBody } from '@familyhub/contracts';
import { billsKeys } from './bills-keys';

/** POST /api/bills, then refresh every bill list and the summary. */
export function useAddBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBillBody) => apiFetch<Bill>('/api/bills', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billsKeys.all() }),
  });
}
