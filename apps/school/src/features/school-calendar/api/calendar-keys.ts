/** Query keys of the school calendar; the root is the live topic 'school-events' (activities ride on it). */
export const calendarKeys = {
  all: () => ['school-events'] as const,
  events: (from: string, to: string) => ['school-events', 'events', from, to] as const,
  activities: () => ['school-events', 'activities'] as const,
};
