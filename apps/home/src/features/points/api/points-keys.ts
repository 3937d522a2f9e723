/** The query keys of points: the root is the live topic the home service publishes ('points'). */
export const pointsKeys = {
  all: ['points'] as const,
  balances: () => [...pointsKeys.all, 'balances'] as const,
  ledger: (memberId: number | undefined) => [...pointsKeys.all, 'ledger', memberId ?? 'mine'] as const,
};
