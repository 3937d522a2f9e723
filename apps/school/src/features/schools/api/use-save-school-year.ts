import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateSchoolYearBody, SchoolYear } from '@familyhub/contracts';
import { schoolKeys } from './school-keys';

/** POST /api/school-years, or PATCH /api/school-years/:id; then refresh the years (another may be inactive now). */
export function useSaveSchoolYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateSchoolYearBody }) =>
      id === undefined
        ? apiFetch<SchoolYear>('/api/school-years', { method: 'POST', body })
        : apiFetch<SchoolYear>(`/api/school-years/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schoolKeys.years() }),
  });
}
