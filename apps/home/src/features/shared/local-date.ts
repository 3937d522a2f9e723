import type { SharedT } from './messages';

/** The viewer's own calendar date as YYYY-MM-DD (their time zone), which the pantry and essentials lists count from. */
export function localIsoDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** "today", "tomorrow", "in 3 days", "yesterday", "5 days ago" for a YYYY-MM-DD date seen from `today`. */
export function relativeDay(t: SharedT, day: string, today: string): string {
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return t('day.today');
  if (days === 1) return t('day.tomorrow');
  if (days === -1) return t('day.yesterday');
  return days > 0 ? t('day.inDays', { days }) : t('day.daysAgo', { days: -days });
}
