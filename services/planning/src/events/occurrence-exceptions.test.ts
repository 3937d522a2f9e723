import type { EventRow } from '../schema';
import type { EventExceptionRow } from './events.table';
import { groupExceptions, isOccurrenceOf, resolvedOccurrences } from './occurrence-exceptions';

const utc = (iso: string) => new Date(iso);

const daily: EventRow = {
  id: 4,
  familyId: 1,
  title: 'Piano',
  description: 'Scales',
  startAt: utc('2026-11-02T17:00:00Z'),
  endAt: utc('2026-11-02T17:30:00Z'),
  allDay: false,
  color: '#4F46E5',
  ownerId: 1,
  timeZone: 'UTC',
  recurrence: 'daily',
  recurrenceDays: null,
  recurrenceUntil: null,
  createdAt: utc('2026-11-01T00:00:00Z'),
  updatedAt: utc('2026-11-01T00:00:00Z'),
};

function exception(
  overrides: Partial<EventExceptionRow> & Pick<EventExceptionRow, 'occurrenceStart'>,
): EventExceptionRow {
  return {
    id: 1,
    familyId: 1,
    eventId: daily.id,
    cancelled: false,
    title: null,
    description: null,
    startAt: null,
    endAt: null,
    createdAt: utc('2026-11-01T00:00:00Z'),
    updatedAt: utc('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

const week = { start: utc('2026-11-09T00:00:00Z'), end: utc('2026-11-12T00:00:00Z') };
const summary = (event: EventRow, exceptions: EventExceptionRow[], window = week) =>
  resolvedOccurrences(event, window, groupExceptions(exceptions).get(event.id)).map(
    (o) => `${o.start.toISOString().slice(5, 16)} ${o.title}${o.changed ? ' (changed)' : ''}`,
  );

describe('resolvedOccurrences', () => {
  it('is the series itself without changes', () => {
    expect(summary(daily, [])).toEqual(['11-09T17:00 Piano', '11-10T17:00 Piano', '11-11T17:00 Piano']);
  });

  it('leaves out a cancelled occurrence and shows a changed one with its own title and time', () => {
    const result = resolvedOccurrences(
      daily,
      week,
      groupExceptions([
        exception({ occurrenceStart: utc('2026-11-09T17:00:00Z'), cancelled: true }),
        exception({
          id: 2,
          occurrenceStart: utc('2026-11-10T17:00:00Z'),
          title: 'Piano exam',
          description: null,
          startAt: utc('2026-11-10T15:00:00Z'),
          endAt: utc('2026-11-10T16:00:00Z'),
        }),
      ]).get(daily.id),
    );
    expect(
      result.map((o) => [o.start.toISOString(), o.title, o.changed, o.occurrenceStart.toISOString()]),
    ).toEqual([
      ['2026-11-10T15:00:00.000Z', 'Piano exam', true, '2026-11-10T17:00:00.000Z'],
      ['2026-11-11T17:00:00.000Z', 'Piano', false, '2026-11-11T17:00:00.000Z'],
    ]);
    expect(result[0].description).toBeNull();
  });

  it('follows an occurrence moved into or out of the window', () => {
    const movedIn = exception({
      occurrenceStart: utc('2026-11-14T17:00:00Z'),
      title: 'Piano (moved)',
      startAt: utc('2026-11-10T08:00:00Z'),
      endAt: null,
    });
    const movedOut = exception({
      id: 2,
      occurrenceStart: utc('2026-11-11T17:00:00Z'),
      title: 'Piano',
      startAt: utc('2026-11-20T17:00:00Z'),
      endAt: utc('2026-11-20T17:30:00Z'),
    });
    expect(summary(daily, [movedIn, movedOut])).toEqual([
      '11-09T17:00 Piano',
      '11-10T08:00 Piano (moved) (changed)',
      '11-10T17:00 Piano',
    ]);
  });
});

describe('isOccurrenceOf', () => {
  it('is true only at the instants the series puts an occurrence', () => {
    expect(isOccurrenceOf(daily, utc('2026-11-10T17:00:00Z'))).toBe(true);
    expect(isOccurrenceOf(daily, utc('2026-11-10T17:01:00Z'))).toBe(false);
    expect(isOccurrenceOf(daily, utc('2026-11-01T17:00:00Z'))).toBe(false);
    expect(isOccurrenceOf({ ...daily, recurrenceUntil: '2026-11-09' }, utc('2026-11-10T17:00:00Z'))).toBe(
      false,
    );
  });
});
