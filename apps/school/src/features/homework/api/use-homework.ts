import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@familyhub/api-client';
import type { HomeworkFilter, HomeworkPage } from '@familyhub/contracts';
import { homeworkKeys } from './homework-keys';

export const HOMEWORK_PAGE_SIZE = 50;

/** GET /api/homework?filter&studentId&today&limit&cursor — nearest due first (Done: latest due first). */
export function homeworkPath(
  filter: HomeworkFilter,
  studentId: number | null,
  today: string,
  cursor?: string,
) {
  const params = new URLSearchParams({ filter, today, limit: String(HOMEWORK_PAGE_SIZE) });
  if (studentId !== null) params.set('studentId', String(studentId));
  if (cursor) params.set('cursor', cursor);
  return `/api/homework?${params.toString()}`;
}

export const homeworkQueryOptions = (filter: HomeworkFilter, studentId: number | null, today: string) =>
  infiniteQueryOptions({
    queryKey: homeworkKeys.list(filter, studentId, today),
    queryFn: ({ pageParam }) =>
      apiFetch<HomeworkPage>(homeworkPath(filter, studentId, today, pageParam ?? undefined)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useHomework(filter: HomeworkFilter, studentId: number | null, today: string) {
  return useInfiniteQuery(homeworkQueryOptions(filter, studentId, today));
}
