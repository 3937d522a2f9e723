import type { HomeworkFilter } from '@familyhub/contracts';

/** Query keys of the homework feature; the root is the school service's live topic 'homework'. */
export const homeworkKeys = {
  all: () => ['homework'] as const,
  list: (filter: HomeworkFilter, studentId: number | null, today: string) =>
    ['homework', 'list', { filter, studentId, today }] as const,
};
