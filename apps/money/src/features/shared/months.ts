import { useMemo } from 'react';
import { dateTimeFormat } from '@familyhub/contracts';
import { useFormats } from '@familyhub/ui/i18n';

// Month and day names in the member's language (issue #35); 'en-US' by default, as these were before.
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(locale, { ...options, timeZone: 'UTC' });

const firstOf = (month: number) => new Date(Date.UTC(2000, month - 1, 1));

/** "November" for 11 ("noviembre" in Spanish). */
export function monthName(month: number, locale = 'en-US'): string {
  return formatter(locale, { month: 'long' }).format(firstOf(month));
}

/** "November 2026" ("noviembre de 2026" in Spanish). */
export function monthYearLabel(year: number, month: number, locale = 'en-US'): string {
  return formatter(locale, { month: 'long', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "Nov 2026". */
export function shortMonthLabel(year: number, month: number, locale = 'en-US'): string {
  return formatter(locale, { month: 'short', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The months 1–12 with their names, for a month select. */
export function monthChoicesIn(locale = 'en-US'): { value: number; label: string }[] {
  return Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName(i + 1, locale) }));
}

/** "Sunday" for 0 … "Saturday" for 6. */
export function weekdayName(day: number, locale = 'en-US'): string {
  // 2 January 2000 was a Sunday.
  return formatter(locale, { weekday: 'long' }).format(new Date(Date.UTC(2000, 0, 2 + day)));
}

/** Today's date as YYYY-MM-DD in the person's own time zone. */
export function localIsoDate(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/** "Nov 5, 2026" for "2026-11-05" ("5 nov 2026" in Spanish). */
export function formatDay(isoDate: string, locale = 'en-US'): string {
  return formatter(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The helpers above in the member's language (useFormats): the component draws again when it changes. */
export function useCalendarNames() {
  const { locale } = useFormats();
  return useMemo(
    () => ({
      monthName: (month: number) => monthName(month, locale),
      monthYearLabel: (year: number, month: number) => monthYearLabel(year, month, locale),
      shortMonthLabel: (year: number, month: number) => shortMonthLabel(year, month, locale),
      monthChoices: () => monthChoicesIn(locale),
      weekdayName: (day: number) => weekdayName(day, locale),
      formatDay: (isoDate: string) => formatDay(isoDate, locale),
    }),
    [locale],
  );
}
