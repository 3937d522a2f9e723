/** Query keys of water; each starts with its live-update topic, so a change refetches it. */
export const waterKeys = {
  intakes: () => ['water-intakes'] as const,
  totals: (from: string, to: string, userId?: number) =>
    ['water-intakes', 'totals', from, to, userId ?? 'all'] as const,
  dayLog: (date: string, userId: number) => ['water-intakes', 'day', date, userId] as const,
  goals: () => ['water-goals'] as const,
};
