import { daysUntil, type UpkeepFrequency } from '@familyhub/contracts';
import type { Formats } from '@familyhub/ui/i18n';
import type { SharedT } from './messages';

/** Today as the home service counts days (UTC, like the chores' periods). */
export const todayUtc = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/** "Tue, 25 Nov 2026" for a YYYY-MM-DD day ("mar, 25 nov 2026" in Spanish); English keeps the day first. */
export function formatDay(formats: Pick<Formats, 'locale'>, isoDay: string): string {
  const locale = formats.locale.startsWith('en') ? 'en-GB' : formats.locale;
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Due today", "Due tomorrow", "Due in 5 days", "Overdue by 2 days". */
export function dueLabel(t: SharedT, isoDay: string, today: string = todayUtc()): string {
  const days = daysUntil(isoDay, today);
  if (days === 0) return t('due.today');
  if (days === 1) return t('due.tomorrow');
  if (days > 1) return t('due.inDays', { days });
  return t('due.overdue', { days: -days });
}

/** A time of day from an ISO instant on the member's clock, e.g. "08:10". */
export const timeOfDay = (formats: Pick<Formats, 'time'>, iso: string) =>
  formats.time(iso, { hour: '2-digit', minute: '2-digit' });

/** The shared catalogue's key for each upkeep frequency ('half-yearly' holds a dash). */
export const upkeepFrequencyKeys = {
  daily: 'upkeep.daily',
  weekly: 'upkeep.weekly',
  monthly: 'upkeep.monthly',
  quarterly: 'upkeep.quarterly',
  'half-yearly': 'upkeep.halfYearly',
  yearly: 'upkeep.yearly',
} as const satisfies Record<UpkeepFrequency, string>;
