import type { Formats } from '@familyhub/ui/i18n';

/** Dates as YYYY-MM-DD on the viewer's own calendar. */
export function isoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(y, m - 1, d + days));
}

/** The Monday of the week that holds `day`. */
export function mondayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(y, m - 1, d).getDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** "Mon, Nov 23" ("lun, 23 nov" in Spanish): a day in the member's formats (`useFormats()`). */
export function dayLabel(day: string, formats: Pick<Formats, 'date'>): string {
  return formats.date(day, { weekday: 'short', day: 'numeric', month: 'short' });
}
