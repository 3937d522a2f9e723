/** Query keys of medications; each starts with its live-update topic, so a change refetches it. */
export const medicationKeys = {
  all: () => ['medications'] as const,
  day: (date: string, userId?: number) => ['medications', 'today', date, userId ?? 'all'] as const,
  logs: () => ['medication-logs'] as const,
};
