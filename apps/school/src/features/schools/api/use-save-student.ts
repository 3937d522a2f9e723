import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { CreateStudentBody, Student } from '@familyhub/contracts';
import { schoolKeys } from './school-keys';

/** POST /api/students (409 for a second enrolment), or PATCH /api/students/:id; then refresh the students. */
export function useSaveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateStudentBody }) =>
      id === undefined
        ? apiFetch<Student>('/api/students', { method: 'POST', body })
        : apiFetch<Student>(`/api/students/${id}`, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schoolKeys.students() }),
  });
}
