// Dates relative to the day the seed runs, in the machine's time zone (the demo is looked at locally).

const pad = (n) => String(n).padStart(2, '0');

/** The machine's IANA time zone: recurring events repeat on its wall-clock times. */
export const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function localDate(offsetDays, time = '00:00') {
  const [hours, minutes] = time.split(':').map(Number);
  const d = new Date();
  d.setHours(hours, minutes, 0, 0);
  d.setDate(d.getDate() + offsetDays);
  return d;
}

/** `YYYY-MM-DD` of today plus `offsetDays` (negative for the past). */
export function day(offsetDays) {
  const d = localDate(offsetDays);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The instant of `time` (HH:MM, local) on today plus `offsetDays`, as ISO 8601. */
export function at(offsetDays, time) {
  return localDate(offsetDays, time).toISOString();
}

/** Lower-case weekday name of today plus `offsetDays` (the events contract's `recurrenceDays` values). */
export function weekdayOf(offsetDays) {
  return ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
    localDate(offsetDays).getDay()
  ];
}

/** Days from today to the next `weekday` (0 when today is that day). */
export function daysUntil(weekday) {
  for (let offset = 0; offset < 7; offset += 1) if (weekdayOf(offset) === weekday) return offset;
  throw new Error(`not a weekday: ${weekday}`);
}
