import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { ImportExpensesAnswer, ImportExpensesBody } from '@familyhub/contracts';
import { expensesKeys } from './expenses-keys';

/** POST /api/expenses/import (dryRun for the preview). */
export function useImportExpenses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportExpensesBody) =>
      apiFetch<ImportExpensesAnswer>('/api/expenses/import', { method: 'POST', body }),
    onSuccess: (_answer, body) =>
      body.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: expensesKeys.all() }),
  });
}
