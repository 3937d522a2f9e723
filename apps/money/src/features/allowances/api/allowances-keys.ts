/** Query keys of the allowances; each starts with the 'allowances' live-update topic. */
export const allowancesKeys = {
  all: () => ['allowances'] as const,
  list: () => ['allowances', 'list'] as const,
  ledger: (id: number) => ['allowances', 'ledger', id] as const,
  pointsRate: () => ['allowances', 'points-rate'] as const,
};
