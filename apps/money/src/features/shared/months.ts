const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const shortMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** "November" for 11. */
export function monthName(month: number): string {
  return monthFormat.format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** "Nov 2026". */
export function shortMonthLabel(year: number, month: number): string {
  return `${shortMonthFormat.format(new Date(Date.UTC(2000, month - 1, 1)))} ${year}`;
}

/** The months 1–12 with their names, for a month select. */
export const monthChoices = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName(i + 1) }));

/** Today's date as YYYY-MM-DD in the person's own time zone. */
export function localIsoDate(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 5, 2026" for "2026-11-05". */
export function formatDay(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
