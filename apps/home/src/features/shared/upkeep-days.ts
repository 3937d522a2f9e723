import { daysUntil } from '@familyhub/contracts';

/** Today as the home service counts days (UTC, like the chores' periods). */
export const todayUtc = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/** "Tue, 25 Nov 2026" for a YYYY-MM-DD day. */
export function formatDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Due today", "Due tomorrow", "Due in 5 days", "Overdue by 2 days". */
export function dueLabel(isoDay: string, today: string = todayUtc()): string {
  const days = daysUntil(isoDay, today);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `Due in ${days} days`;
  return `Overdue by ${-days} ${days === -1 ? 'day' : 'days'}`;
}

/** A time of day from an ISO instant, e.g. "08:10". */
export const timeOfDay = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
