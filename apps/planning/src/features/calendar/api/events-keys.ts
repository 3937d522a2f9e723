/**
 * The query keys of events. Their root is the live topic planning publishes ('events'), so a change made anywhere
 * in the family refetches the calendar, the dashboard card and the guest lists (useLiveUpdates).
 */
export const eventsKeys = {
  all: ['events'] as const,
  occurrences: (from: string, to: string, timeZone: string) =>
    [...eventsKeys.all, 'occurrences', from, to, timeZone] as const,
  one: (id: number) => [...eventsKeys.all, id] as const,
};
