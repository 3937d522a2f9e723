/** Query keys of the grocery budget; each starts with its live-update topic, so a change refetches it. */
export const groceryKeys = {
  budgets: () => ['grocery-budgets'] as const,
  trips: () => ['grocery-trips'] as const,
  tripsOfMonth: (year: number, month: number) => ['grocery-trips', year, month] as const,
};
