import { expansionDays, occurrencesInWindow, type EventSchedule } from './recurrence';
import { instantAt, dayNumberOf, wallClockAt } from './zoned-time';

const utc = (iso: string) => new Date(iso);
const window = (from: string, to: string) => ({ start: utc(from), end: utc(to) });
const starts = (schedule: EventSchedule, from: string, to: string) =>
  occurrencesInWindow(schedule, window(from, to)).map((o) => o.start.toISOString());

function schedule(overrides: Partial<EventSchedule>): EventSchedule {
  return {
    startAt: utc('2026-01-05T09:00:00Z'),
    endAt: utc('2026-01-05T10:00:00Z'),
    allDay: false,
    timeZone: 'UTC',
    recurrence: null,
    recurrenceDays: null,
    recurrenceUntil: null,
    ...overrides,
  };
}

describe('one-off events', () => {
  it('appear only when they overlap the window', () => {
    const event = schedule({});
    expect(starts(event, '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z')).toEqual([
      '2026-01-05T09:00:00.000Z',
    ]);
    expect(starts(event, '2026-01-06T00:00:00Z', '2026-01-07T00:00:00Z')).toEqual([]);
    // The window end is exclusive; an event ending exactly at the window start does not overlap it.
    expect(starts(event, '2026-01-05T10:00:00Z', '2026-01-05T12:00:00Z')).toEqual([]);
    expect(starts(event, '2026-01-05T07:00:00Z', '2026-01-05T09:00:00Z')).toEqual([]);
  });

  it('reach every day a multi-day event spans', () => {
    const trip = schedule({ startAt: utc('2026-01-05T18:00:00Z'), endAt: utc('2026-01-08T12:00:00Z') });
    for (const day of ['05', '06', '07', '08']) {
      expect(starts(trip, `2026-01-${day}T00:00:00Z`, `2026-01-${day}T23:59:59Z`)).toHaveLength(1);
    }
    expect(starts(trip, '2026-01-09T00:00:00Z', '2026-01-10T00:00:00Z')).toEqual([]);
  });

  it('treat an all-day event without an end as the whole day', () => {
    const birthday = schedule({ startAt: utc('2026-01-05T00:00:00Z'), endAt: null, allDay: true });
    expect(starts(birthday, '2026-01-05T20:00:00Z', '2026-01-05T21:00:00Z')).toHaveLength(1);
    expect(starts(birthday, '2026-01-06T00:00:00Z', '2026-01-07T00:00:00Z')).toEqual([]);
  });
});

describe('daily', () => {
  it('repeats every day until the until date, inclusive', () => {
    const event = schedule({ recurrence: 'daily', recurrenceUntil: '2026-01-08' });
    expect(starts(event, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')).toEqual([
      '2026-01-05T09:00:00.000Z',
      '2026-01-06T09:00:00.000Z',
      '2026-01-07T09:00:00.000Z',
      '2026-01-08T09:00:00.000Z',
    ]);
  });

  it('keeps the duration of each occurrence', () => {
    const [occurrence] = occurrencesInWindow(
      schedule({ recurrence: 'daily' }),
      window('2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z'),
    );
    expect(occurrence).toEqual({ start: utc('2026-03-10T09:00:00Z'), end: utc('2026-03-10T10:00:00Z') });
  });

  it('looks only at the window, however old the series is', () => {
    const old = schedule({ startAt: utc('1990-01-01T09:00:00Z'), endAt: null, recurrence: 'daily' });
    expect(starts(old, '2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z')).toEqual([
      '2026-01-01T09:00:00.000Z',
      '2026-01-02T09:00:00.000Z',
    ]);
  });

  it('costs the window, not the age, of a series whose occurrences last for years', () => {
    // Stored before any length limit: every day since its start begins an occurrence lasting until now.
    const week = window('2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z');
    const series = (years: number) =>
      schedule({
        startAt: utc(`${String(2026 - years).padStart(4, '0')}-11-23T09:00:00Z`),
        endAt: utc('2026-11-23T10:00:00Z'),
        recurrence: 'daily',
      });
    const found = [2, 16, 64, 2025].map((years) => occurrencesInWindow(series(years), week).length);
    const stepped = [2, 16, 64, 2025].map((years) => expansionDays(series(years), week));
    expect(new Set(found).size).toBe(1);
    expect(new Set(stepped).size).toBe(1);
    expect(found[0]).toBeLessThanOrEqual(7 + 368);
  });
});

describe('weekly', () => {
  it('repeats on the chosen weekdays only, from the first day on', () => {
    // 2026-01-05 is a Monday.
    const event = schedule({ recurrence: 'weekly', recurrenceDays: ['monday', 'wednesday'] });
    expect(starts(event, '2025-12-28T00:00:00Z', '2026-01-18T00:00:00Z')).toEqual([
      '2026-01-05T09:00:00.000Z',
      '2026-01-07T09:00:00.000Z',
      '2026-01-12T09:00:00.000Z',
      '2026-01-14T09:00:00.000Z',
    ]);
  });

  it('does not put an occurrence on a first day that is not one of the chosen days', () => {
    const event = schedule({ recurrence: 'weekly', recurrenceDays: ['friday'] });
    expect(starts(event, '2026-01-05T00:00:00Z', '2026-01-13T00:00:00Z')).toEqual([
      '2026-01-09T09:00:00.000Z',
    ]);
  });
});

describe('monthly', () => {
  it('repeats on the same date and skips months without it', () => {
    const event = schedule({ startAt: utc('2026-01-31T09:00:00Z'), endAt: null, recurrence: 'monthly' });
    expect(starts(event, '2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z')).toEqual([
      '2026-01-31T09:00:00.000Z',
      '2026-03-31T09:00:00.000Z',
      '2026-05-31T09:00:00.000Z',
    ]);
  });
});

describe('yearly', () => {
  it('puts 29 February only in leap years', () => {
    const event = schedule({ startAt: utc('2024-02-29T12:00:00Z'), endAt: null, recurrence: 'yearly' });
    const found = [2025, 2026, 2027, 2028].flatMap((year) =>
      starts(event, `${year}-01-01T00:00:00Z`, `${year}-12-31T00:00:00Z`),
    );
    expect(found).toEqual(['2028-02-29T12:00:00.000Z']);
  });

  it('repeats on the same date every year', () => {
    const event = schedule({ startAt: utc('2020-07-04T12:00:00Z'), endAt: null, recurrence: 'yearly' });
    expect(starts(event, '2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z')).toEqual([
      '2026-07-04T12:00:00.000Z',
    ]);
  });
});

describe('time zones', () => {
  it('keeps the wall-clock time across a daylight-saving change', () => {
    // 9:00 in New York: 14:00Z in winter (EST), 13:00Z after 8 March 2026 (EDT).
    const event = schedule({
      startAt: utc('2026-03-05T14:00:00Z'),
      endAt: utc('2026-03-05T15:00:00Z'),
      timeZone: 'America/New_York',
      recurrence: 'daily',
    });
    const found = occurrencesInWindow(event, window('2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z'));
    expect(found.map((o) => o.start.toISOString())).toEqual([
      '2026-03-06T14:00:00.000Z',
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
    expect(found.map((o) => o.end!.getTime() - o.start.getTime())).toEqual(Array(4).fill(3_600_000));
  });

  it('picks weekdays and the until date in the series’ zone', () => {
    // Monday 22:00 in Los Angeles is Tuesday 06:00Z.
    const event = schedule({
      startAt: utc('2026-01-06T06:00:00Z'),
      endAt: null,
      timeZone: 'America/Los_Angeles',
      recurrence: 'weekly',
      recurrenceDays: ['monday'],
      recurrenceUntil: '2026-01-12',
    });
    expect(starts(event, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')).toEqual([
      '2026-01-06T06:00:00.000Z',
      '2026-01-13T06:00:00.000Z',
    ]);
  });

  it('converts between wall clocks and instants', () => {
    const day = dayNumberOf('2026-07-01');
    const instant = instantAt(day, 9 * 3_600_000, 'Europe/Paris');
    expect(new Date(instant).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(wallClockAt(instant, 'Europe/Paris')).toEqual({ day, timeMs: 9 * 3_600_000 });
    // 02:30 does not exist on 8 March 2026 in New York: it lands just after the jump, at 03:30 EDT.
    expect(
      new Date(instantAt(dayNumberOf('2026-03-08'), 2.5 * 3_600_000, 'America/New_York')).toISOString(),
    ).toBe('2026-03-08T07:30:00.000Z');
  });
});
