const MS_PER_DAY = 86_400_000;

function utcDay(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** Days a trip spans, counting both the first and the last day ('2026-07-01'..'2026-07-03' → 3). */
export function vacationDayCount(startDate: string, endDate: string): number {
  return Math.round((utcDay(endDate) - utcDay(startDate)) / MS_PER_DAY) + 1;
}

/** "Jul 1, 2026 – Jul 7, 2026" (dates are calendar days, shown as written), in the member's locale. */
export function formatDateRange(startDate: string, endDate: string, locale = 'en-US'): string {
  return startDate === endDate
    ? formatDay(startDate, locale)
    : `${formatDay(startDate, locale)} – ${formatDay(endDate, locale)}`;
}

export function formatDay(iso: string, locale = 'en-US'): string {
  return new Date(utcDay(iso)).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A quantity typed by hand: a whole number of at least 1, anything else counts as 1. */
export function parseQuantity(text: string): number {
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
