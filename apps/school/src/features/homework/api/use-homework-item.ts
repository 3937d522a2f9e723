import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { Homework } from '@familyhub/contracts';
import { homeworkKeys } from './homework-keys';

/** GET /api/homework/:id — the homework a reminder's View Details opened /homework on. */
export const homeworkItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...homeworkKeys.all(), 'one', id] as const,
    queryFn: () => apiFetch<Homework>(`/api/homework/${id}`),
  });

export function useHomeworkItem(id: number | null) {
  return useQuery({ ...homeworkItemQueryOptions(id ?? 0), enabled: id !== null });
}
