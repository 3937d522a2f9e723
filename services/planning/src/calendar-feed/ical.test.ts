import {
  buildCalendar,
  escapeText,
  foldLine,
  recurrenceRule,
  timeZoneComponent,
  type IcalEvent,
} from './ical';

function event(overrides: Partial<IcalEvent>): IcalEvent {
  return {
    id: 7,
    title: 'Dentist',
    description: null,
    startAt: new Date('2026-03-02T09:00:00Z'),
    endAt: new Date('2026-03-02T10:00:00Z'),
    allDay: false,
    timeZone: 'UTC',
    recurrence: null,
    recurrenceDays: null,
    recurrenceUntil: null,
    createdAt: new Date('2026-02-01T08:00:00Z'),
    updatedAt: new Date('2026-02-03T08:30:15Z'),
    ...overrides,
  };
}

/** The document's logical lines (folded lines joined back). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves lines of 75 octets alone and folds longer ones with CRLF and a space', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    const long = 'DESCRIPTION:' + 'y'.repeat(200);
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('never splits a multi-byte character', () => {
    const long = 'SUMMARY:' + 'é🎉'.repeat(40);
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });
});

describe('recurrenceRule', () => {
  it('writes each kind of repetition', () => {
    expect(recurrenceRule(event({}))).toBeNull();
    expect(recurrenceRule(event({ recurrence: 'daily' }))).toBe('RRULE:FREQ=DAILY');
    expect(recurrenceRule(event({ recurrence: 'weekly', recurrenceDays: ['friday', 'monday'] }))).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=MO,FR',
    );
    // Without chosen days a weekly series repeats on its first day's weekday (2 March 2026 is a Monday).
    expect(recurrenceRule(event({ recurrence: 'weekly', recurrenceDays: [] }))).toBe(
      'RRULE:FREQ=WEEKLY;BYDAY=MO',
    );
    expect(recurrenceRule(event({ recurrence: 'monthly' }))).toBe('RRULE:FREQ=MONTHLY');
    expect(recurrenceRule(event({ recurrence: 'yearly' }))).toBe('RRULE:FREQ=YEARLY');
  });

  it('ends a timed series at the end of its last day in its zone, in UTC', () => {
    expect(recurrenceRule(event({ recurrence: 'daily', recurrenceUntil: '2026-03-10' }))).toBe(
      'RRULE:FREQ=DAILY;UNTIL=20260310T235959Z',
    );
    expect(
      recurrenceRule(
        event({ recurrence: 'daily', recurrenceUntil: '2026-03-10', timeZone: 'America/New_York' }),
      ),
    ).toBe('RRULE:FREQ=DAILY;UNTIL=20260311T035959Z');
  });

  it('ends an all-day series with a date', () => {
    expect(recurrenceRule(event({ allDay: true, recurrence: 'yearly', recurrenceUntil: '2030-03-02' }))).toBe(
      'RRULE:FREQ=YEARLY;UNTIL=20300302',
    );
  });
});

describe('timeZoneComponent', () => {
  it('describes a zone with daylight saving by its yearly rules', () => {
    const lines = timeZoneComponent('Europe/Berlin', 2026);
    expect(lines).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    const newYork = timeZoneComponent('America/New_York', 2026);
    expect(newYork).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(newYork).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    expect(newYork).toContain('TZOFFSETTO:-0400');
  });

  it('describes a zone without daylight saving by its one offset', () => {
    expect(timeZoneComponent('Asia/Kolkata', 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });
});

describe('buildCalendar', () => {
  it('writes a calendar with CRLF line ends, one VEVENT per series, UID and DTSTAMP', () => {
    const text = buildCalendar({
      name: 'Smith family',
      events: [event({ description: 'Bring the card; ask, about braces\nthanks' })],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text);
    expect(lines.slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//FamilyHub//Family calendar//EN',
    ]);
    expect(lines).toContain('X-WR-CALNAME:Smith family');
    expect(lines).toContain('UID:event-7@familyhub');
    expect(lines).toContain('DTSTAMP:20260203T083015Z');
    expect(lines).toContain('SUMMARY:Dentist');
    expect(lines).toContain('DESCRIPTION:Bring the card\\; ask\\, about braces\\nthanks');
    expect(lines).toContain('DTSTART:20260302T090000Z');
    expect(lines).toContain('DTEND:20260302T100000Z');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(text).not.toContain('VTIMEZONE');
  });

  it('writes all-day events as dates with an exclusive end', () => {
    const lines = unfold(
      buildCalendar({
        name: 'F',
        events: [
          event({
            allDay: true,
            timeZone: 'Europe/Paris',
            // 4 to 6 July in Paris: ends at the midnight after the 6th.
            startAt: new Date('2026-07-03T22:00:00Z'),
            endAt: new Date('2026-07-06T22:00:00Z'),
          }),
          event({ id: 8, allDay: true, startAt: new Date('2026-12-25T00:00:00Z'), endAt: null }),
        ],
      }),
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20260704');
    expect(lines).toContain('DTEND;VALUE=DATE:20260707');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261225');
    expect(lines).toContain('DTEND;VALUE=DATE:20261226');
  });

  it('keeps the zone of a repeating timed series, with its VTIMEZONE', () => {
    const lines = unfold(
      buildCalendar({
        name: 'F',
        events: [
          event({
            title: 'Swimming',
            timeZone: 'America/New_York',
            startAt: new Date('2026-03-06T22:30:00Z'),
            endAt: new Date('2026-03-06T23:30:00Z'),
            recurrence: 'weekly',
            recurrenceDays: ['friday'],
            recurrenceUntil: '2026-06-26',
          }),
        ],
      }),
    );
    expect(lines).toContain('DTSTART;TZID=America/New_York:20260306T173000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20260306T183000');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20260627T035959Z');
    expect(lines).toContain('TZID:America/New_York');
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('folds long summaries', () => {
    const text = buildCalendar({ name: 'F', events: [event({ title: 'Long '.repeat(40).trim() })] });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(unfold(text)).toContain(`SUMMARY:${'Long '.repeat(40).trim()}`);
  });

  it('writes a cancelled occurrence as EXDATE and a changed one as its own VEVENT with RECURRENCE-ID', () => {
    const series = event({
      title: 'Swimming',
      timeZone: 'Europe/Berlin',
      startAt: new Date('2026-03-02T16:00:00Z'),
      endAt: new Date('2026-03-02T17:00:00Z'),
      recurrence: 'weekly',
      recurrenceDays: ['monday'],
    });
    const changes = new Map([
      [
        '2026-03-09T16:00:00.000Z',
        {
          occurrenceStart: new Date('2026-03-09T16:00:00Z'),
          cancelled: true,
          title: null,
          description: null,
          startAt: null,
          endAt: null,
          updatedAt: new Date('2026-03-01T10:00:00Z'),
        },
      ],
      [
        '2026-03-16T16:00:00.000Z',
        {
          occurrenceStart: new Date('2026-03-16T16:00:00Z'),
          cancelled: false,
          title: 'Swimming gala',
          description: 'Bring a towel',
          startAt: new Date('2026-03-16T14:00:00Z'),
          endAt: new Date('2026-03-16T18:00:00Z'),
          updatedAt: new Date('2026-03-01T11:00:00Z'),
        },
      ],
    ]);
    const lines = unfold(
      buildCalendar({ name: 'F', events: [series], exceptions: new Map([[series.id, changes]]) }),
    );
    expect(lines).toContain('EXDATE;TZID=Europe/Berlin:20260309T170000');
    const gala = lines.slice(lines.lastIndexOf('BEGIN:VEVENT'));
    expect(gala).toEqual(
      expect.arrayContaining([
        'UID:event-7@familyhub',
        'RECURRENCE-ID;TZID=Europe/Berlin:20260316T170000',
        'SUMMARY:Swimming gala',
        'DESCRIPTION:Bring a towel',
        'DTSTART;TZID=Europe/Berlin:20260316T150000',
        'DTEND;TZID=Europe/Berlin:20260316T190000',
        'DTSTAMP:20260301T110000Z',
      ]),
    );
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });
});
