import type { BillPage } from '@familyhub/contracts';

export type BillView = 'unpaid' | 'overdue' | 'due-soon' | 'paid';

/** Query keys of the bills; each starts with the 'bills' live-update topic. */
export const billsKeys = {
  all: () => ['bills'] as const,
  list: (view: BillView) => ['bills', 'list', view] as const,
  summary: () => ['bills', 'summary'] as const,
};

export type { BillPage };
