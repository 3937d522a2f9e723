import type { EventRow, TaskRow } from '../schema';
import { eventSoonAlert, mentions, occurrencesStartingSoon, taskAssignedAlert } from './alert-rules';

const now = new Date('2026-11-22T08:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

function event(overrides: Partial<EventRow>): EventRow {
  return {
    id: 1,
    familyId: 1,
    title: 'Dentist',
    description: null,
    startAt: minutes(30),
    endAt: minutes(90),
    allDay: false,
    color: '#4F46E5',
    ownerId: 5,
    timeZone: 'UTC',
    recurrence: null,
    recurrenceDays: null,
    recurrenceUntil: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

const soonStarts = (events: EventRow[]) =>
  occurrencesStartingSoon(events, now).map((o) => o.start.toISOString());

describe('occurrencesStartingSoon (the "within the hour" rule)', () => {
  it('takes events starting from now up to, not including, one hour from now', () => {
    expect(soonStarts([event({ startAt: now, endAt: null })])).toEqual([now.toISOString()]);
    expect(soonStarts([event({ startAt: minutes(59), endAt: null })])).toEqual([minutes(59).toISOString()]);
    expect(soonStarts([event({ startAt: minutes(60), endAt: null })])).toEqual([]);
    expect(soonStarts([event({ startAt: minutes(240), endAt: null })])).toEqual([]);
  });

  it('leaves out events that already started, even if they are still going on', () => {
    expect(soonStarts([event({ startAt: minutes(-1), endAt: minutes(30) })])).toEqual([]);
  });

  it("finds today's occurrence of a repeating series", () => {
    const weeklyFromLastMonth = event({
      startAt: new Date('2026-10-25T08:45:00Z'),
      endAt: new Date('2026-10-25T09:45:00Z'),
      recurrence: 'weekly',
      recurrenceDays: ['sunday'],
    });
    expect(soonStarts([weeklyFromLastMonth])).toEqual(['2026-11-22T08:45:00.000Z']);
    expect(soonStarts([{ ...weeklyFromLastMonth, recurrenceDays: ['monday'] }])).toEqual([]);
    expect(soonStarts([{ ...weeklyFromLastMonth, recurrenceUntil: '2026-11-21' }])).toEqual([]);
  });

  it('follows single-occurrence changes: a cancelled one is left out, a renamed one keeps its new title', () => {
    const daily = event({ startAt: new Date('2026-11-01T08:30:00Z'), endAt: null, recurrence: 'daily' });
    const base = {
      id: 1,
      familyId: 1,
      eventId: daily.id,
      occurrenceStart: minutes(30),
      description: null,
      endAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const cancelled = new Map([
      [
        daily.id,
        new Map([[minutes(30).toISOString(), { ...base, cancelled: true, title: null, startAt: null }]]),
      ],
    ]);
    expect(occurrencesStartingSoon([daily], now, cancelled)).toEqual([]);
    const renamed = new Map([
      [
        daily.id,
        new Map([
          [
            minutes(30).toISOString(),
            { ...base, cancelled: false, title: 'Dentist (moved)', startAt: minutes(45) },
          ],
        ]),
      ],
    ]);
    expect(occurrencesStartingSoon([daily], now, renamed).map((o) => [o.title, o.start])).toEqual([
      ['Dentist (moved)', minutes(45)],
    ]);
  });

  it('leaves out all-day events', () => {
    expect(soonStarts([event({ allDay: true, startAt: minutes(30), endAt: null })])).toEqual([]);
  });
});

describe('eventSoonAlert', () => {
  it('is urgent, names the occurrence in its dedupe key and expires when the occurrence ends', () => {
    const [soon] = occurrencesStartingSoon([event({ timeZone: 'Europe/Paris' })], now);
    const alert = eventSoonAlert(soon, 9);
    expect(alert).toMatchObject({
      userId: 9,
      title: 'Starting soon: Dentist',
      description: 'Starts at 09:30 (Europe/Paris time)',
      wording: {
        title: { text: 'Starting soon: {title}', params: { title: 'Dentist' } },
        description: {
          text: 'Starts at {time} ({zone} time)',
          params: {
            time: { instant: '2026-11-22T08:30:00.000Z', timeZone: 'Europe/Paris', show: 'time' },
            zone: 'Europe/Paris',
          },
        },
      },
      priority: 'urgent',
      targetType: 'event',
      targetId: 1,
      dedupeKey: 'event-soon:1:2026-11-22T08:30:00.000Z',
      createdById: 5,
    });
    expect(alert.expiresAt).toEqual(minutes(90));
  });
});

describe('taskAssignedAlert', () => {
  const task: TaskRow = {
    id: 4,
    familyId: 1,
    title: 'Feed the cat',
    description: null,
    dueDate: '2026-11-23',
    priority: 'medium',
    completed: false,
    assignedToId: 7,
    createdById: 5,
    createdAt: now,
    updatedAt: now,
    sourceDomain: null,
    sourceType: null,
    sourceId: null,
  };

  it('tells the assignee when someone else assigns the task', () => {
    expect(taskAssignedAlert(task, 5)).toMatchObject({
      userId: 7,
      title: 'New task for you: Feed the cat',
      description: 'Due Nov 23, 2026',
      wording: {
        title: { text: 'New task for you: {title}', params: { title: 'Feed the cat' } },
        description: { text: 'Due {date}', params: { date: { date: '2026-11-23' } } },
      },
      priority: 'normal',
      targetType: 'task',
      targetId: 4,
      dedupeKey: 'task-assigned:4:7',
      createdById: 5,
    });
  });

  it('stays quiet for an unassigned task or one you take yourself', () => {
    expect(taskAssignedAlert({ ...task, assignedToId: null }, 5)).toBeNull();
    expect(taskAssignedAlert(task, 7)).toBeNull();
  });

  it("tells the assignee of a task a domain's job made, with nobody assigning", () => {
    expect(taskAssignedAlert(task, null)).toMatchObject({ userId: 7, createdById: null });
  });
});

describe('mentions (issue #32)', () => {
  it('finds @first name or @full name, in any case, not inside a word or an address', () => {
    expect(mentions('@sam can you?', 'Sam Rivera')).toBe(true);
    expect(mentions('thanks @Sam Rivera!', 'Sam Rivera')).toBe(true);
    expect(mentions('(@SAM)', 'Sam Rivera')).toBe(true);
    expect(mentions('@samuel is here', 'Sam Rivera')).toBe(false);
    expect(mentions('mail sam@example.com', 'Sam Rivera')).toBe(false);
    expect(mentions('Sam, dinner', 'Sam Rivera')).toBe(false);
  });
});
