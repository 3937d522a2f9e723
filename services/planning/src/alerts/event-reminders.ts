import type { JobDefinition } from '@familyhub/server-kit';

/** Each minute: an event is announced within a minute of entering its last hour. */
export const EVENT_REMINDERS_INTERVAL_MS = 60_000;

/** The `event-reminders` job: every family's events starting within the hour raise their urgent alert. */
export function eventRemindersJob(raise: () => Promise<unknown>): JobDefinition {
  return { name: 'event-reminders', everyMs: EVENT_REMINDERS_INTERVAL_MS, run: raise };
}
