import { currentLanguageSettings, formatsFor } from '@familyhub/ui/i18n';

/** Calendar days and clock times as the family's browser reads them (local time). */
const pad = (n: number) => String(n).padStart(2, '0');

export function isoDateOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function clockOf(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return isoDateOf(new Date(y, m - 1, d + days));
}

/**
 * The member's formats (ADR 0023) for the labels below. Read when drawn: the screens that show them use their
 * catalogue (useMessages), so they draw again when the member's language changes.
 */
const formats = () => formatsFor(currentLanguageSettings());

/** "Mon 23" for a chart axis, in the member's language. */
export function shortDayLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return formats().date(new Date(y, m - 1, d), { weekday: 'short', day: 'numeric' });
}

/** "Nov 23, 2026", in the member's language. */
export function longDateLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return formats().date(new Date(y, m - 1, d), { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "November 2026", in the member's language. */
export function monthYearLabel(date: Date): string {
  return formats().date(date, { month: 'long', year: 'numeric' });
}

/**
 * The short names of the weekdays from `firstDayOfWeek` (0 = Sunday; the member's, `useFormats().firstDayOfWeek`),
 * in the member's language: "Sun", "Mon" ….
 */
export function shortWeekdayNames(firstDayOfWeek: number): string[] {
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    formats().date(new Date(2026, 10, 1 + ((firstDayOfWeek + i) % 7)), { weekday: 'short' }),
  );
}

/** How many cells come before `date` in its week, when weeks start on `firstDayOfWeek` (0 = Sunday). */
export function weekdayColumn(date: Date, firstDayOfWeek: number): number {
  return (date.getDay() - firstDayOfWeek + 7) % 7;
}

const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** The time of an instant in the browser's zone, on the member's clock: "08:12 AM", "08:12" in Spanish. */
export function timeOfInstant(iso: string): string {
  return formats().time(iso, clock);
}

/** A time of day stored as HH:MM ("08:00"), on the member's clock: "08:00 AM", "08:00" in Spanish. */
export function clockTimeLabel(time: string): string {
  return formats().time(time, clock);
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
