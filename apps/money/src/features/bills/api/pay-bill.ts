import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { PayBillAnswer } from '@familyhub/contracts';
import { billsKeys } from './bills-keys';

/** POST /api/bills/{id}/pay (Mark Paid): answers the paid bill and, when recurring, the next one. */
export function usePayBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<PayBillAnswer>(`/api/bills/${id}/pay`, { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billsKeys.all() }),
  });
}
