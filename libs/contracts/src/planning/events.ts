import { z } from 'zod';
import { hexColor } from '../identity/users';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { organiserRoles } from '../role-rules';
import { weekdays } from './event-rules';

export * from './event-rules';

/** How an event repeats (none when null). */
export const recurrences = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export const recurrence = z.enum(recurrences, { error: 'Repeats must be daily, weekly, monthly or yearly' });
export type Recurrence = z.infer<typeof recurrence>;

export const weekday = z.enum(weekdays, { error: 'Day of week must be sunday to saturday' });
export type Weekday = z.infer<typeof weekday>;
/** How a weekday reads on a screen: the spec's word, capitalised. */
export const weekdayLabels: Record<Weekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

export const DEFAULT_EVENT_COLOR = '#4F46E5';
/** The widest window GET /api/events answers, so one call's cost stays bounded. */
export const MAX_EVENT_WINDOW_DAYS = 366;
/** One occurrence may last at most this long; it lets the window query use the start index only. */
export const MAX_EVENT_LENGTH_DAYS = 366;
/** Events (one-off and repeating) one family may keep: bounds the feed and every window query. */
export const MAX_EVENTS_PER_FAMILY = 10_000;
/** Repeating series one family may keep: each one is expanded day by day in every window. */
export const MAX_SERIES_PER_FAMILY = 250;
/** Single-occurrence changes (moved, renamed or cancelled occurrences) one series may carry. */
export const MAX_EXCEPTIONS_PER_SERIES = 400;
/** Occurrences one GET /api/events answer may hold; more is a 422 asking to narrow the window. */
export const MAX_OCCURRENCES_PER_ANSWER = 2_000;
/** Calendar days one expansion (one request) may step through across all series: ≈ 0.3–0.6 s of CPU at most. */
export const EXPANSION_BUDGET_DAYS = 10_000;
/** The 422 error code of a window holding more occurrences than one answer may carry. */
export const NARROW_THE_WINDOW_ERROR = 'narrow_the_window';

/** An event series as stored (a one-off event is a series without recurrence). */
export const calendarEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  allDay: z.boolean(),
  color: z.string(),
  ownerId: z.number().int().nullable(),
  timeZone: z.string(),
  recurrence: recurrence.nullable(),
  recurrenceDays: z.array(weekday).nullable(),
  recurrenceUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** One occurrence of an event inside the asked window: what the calendar draws. */
export const eventOccurrence = z.object({
  eventId: z.number().int(),
  start: z.string(),
  end: z.string().nullable(),
  allDay: z.boolean(),
  title: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  ownerId: z.number().int().nullable(),
  recurrence: recurrence.nullable(),
  /** When the series puts this occurrence (its key for changing it alone); equals `start` unless it was moved. */
  occurrenceStart: z.string(),
  /** True when this one occurrence of a repeating series was changed on its own. */
  changed: z.boolean(),
});
export type EventOccurrence = z.infer<typeof eventOccurrence>;

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');
const description = z.string().trim().max(2000, 'Description must be at most 2000 characters').nullish();
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });
const startAt = z
  .string({ error: 'Start date is required' })
  .min(1, 'Start date is required')
  .pipe(instant('Start must be a date and time like 2026-11-22T09:00:00Z'));
const endAt = instant('End must be a date and time like 2026-11-22T10:00:00Z').nullish();
/**
 * The one spelling of an IANA zone (`europe/PARIS` → `Europe/Paris`, `US/Pacific` → `America/Los_Angeles`), or
 * null when it is none: the services store and cache canonical names only, so case variants cannot grow them.
 */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const timeZone = z
  .string()
  .max(64, 'Time zone must be an IANA name like Europe/Paris')
  .refine(isValidTimeZone, 'Time zone must be an IANA name like Europe/Paris')
  .transform((zone) => canonicalTimeZone(zone) ?? zone);
const recurrenceDays = z.array(weekday).max(7).nullish();
const recurrenceUntil = z.iso.date('Until must be a date like 2026-12-31').nullish();

// No defaults here: a partial update must not reset the fields it leaves out.
const eventFields = z.object({
  title,
  description,
  startAt,
  endAt,
  allDay: z.boolean(),
  color: hexColor,
  timeZone,
  recurrence: recurrence.nullish(),
  recurrenceDays,
  recurrenceUntil,
});

const DAY_MS = 86_400_000;

/** The rules that tie fields together, shared by create and by an update merged with the stored event. */
function eventRules(body: z.output<typeof eventFields>, ctx: z.RefinementCtx) {
  if (body.endAt != null) {
    const length = Date.parse(body.endAt) - Date.parse(body.startAt);
    if (length <= 0) {
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'End must be after start' });
    } else if (length > MAX_EVENT_LENGTH_DAYS * DAY_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endAt'],
        message: `An event can last at most ${MAX_EVENT_LENGTH_DAYS} days`,
      });
    }
  }
  if (body.recurrence === 'weekly' && (body.recurrenceDays ?? []).length === 0) {
    ctx.addIssue({ code: 'custom', path: ['recurrenceDays'], message: 'Select at least one day of week' });
  }
}

/** POST /api/events. Times are instants; timeZone says where the series repeats on the same wall-clock time. */
export const createEventBody = eventFields
  .extend({
    allDay: z.boolean().default(false),
    color: hexColor.default(DEFAULT_EVENT_COLOR),
    timeZone: timeZone.default('UTC'),
  })
  .superRefine(eventRules);
export type CreateEventBody = z.input<typeof createEventBody>;
export type EventFields = z.output<typeof createEventBody>;

/** PATCH /api/events/{id}: any subset; the service checks the merged event against the same rules. */
export const updateEventBody = eventFields
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to update');
export type UpdateEventBody = z.input<typeof updateEventBody>;

/** GET /api/events?from=YYYY-MM-DD&to=YYYY-MM-DD[&tz=Area/City]: both days included, read in `tz`. */
export const eventWindowQuery = z
  .object({
    from: z.iso.date('from must be a date like 2026-11-01').optional(),
    to: z.iso.date('to must be a date like 2026-11-30').optional(),
    tz: timeZone.optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), 'Give both from and to, or neither')
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, 'from must be on or before to')
  .refine(
    (q) =>
      q.from === undefined ||
      q.to === undefined ||
      (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS + 1 <= MAX_EVENT_WINDOW_DAYS,
    `The window can span at most ${MAX_EVENT_WINDOW_DAYS} days`,
  );
export type EventWindowQuery = z.input<typeof eventWindowQuery>;

/**
 * PUT /api/events/{id}/occurrences/{occurrenceStart}: one occurrence of a repeating series changed on its own
 * (its title, description and times); the rest of the series stays as it is.
 */
export const occurrenceChangeBody = z
  .object({ title, description, startAt, endAt })
  .superRefine((body, ctx) => {
    if (body.endAt == null) return;
    const length = Date.parse(body.endAt) - Date.parse(body.startAt);
    if (length <= 0) ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'End must be after start' });
    else if (length > MAX_EVENT_LENGTH_DAYS * DAY_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endAt'],
        message: `An event can last at most ${MAX_EVENT_LENGTH_DAYS} days`,
      });
    }
  });
export type OccurrenceChangeBody = z.input<typeof occurrenceChangeBody>;

const endpoint = endpointsFor('planning', 'events');
const eventId = { id: pathId('Event') };
const occurrence = { id: pathId('Event'), start: z.string() };
const organisersOnly = { roles: organiserRoles, refusal: 'Only parents and admins can change events' };

/** The Calendar's events (spec 000 §2 Calendar): series are expanded into occurrences within a window. */
export const eventEndpoints = {
  occurrences: endpoint({
    method: 'GET',
    path: '/api/events',
    summary: 'The occurrences of events in a window of days (at most a year), never the whole history',
    query: eventWindowQuery,
    response: z.array(eventOccurrence),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/events',
    summary: 'Add an event, once or repeating',
    body: createEventBody,
    response: calendarEvent,
    status: 201,
    access: organisersOnly,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/events/:id',
    summary: 'One event (a series as it was defined)',
    params: eventId,
    response: calendarEvent,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/events/:id',
    summary: 'Edit an event, or a whole series',
    params: eventId,
    body: updateEventBody,
    response: calendarEvent,
    access: organisersOnly,
  }),
  changeOccurrence: endpoint({
    method: 'PUT',
    path: '/api/events/:id/occurrences/:start',
    summary: 'Change one occurrence of a repeating series, addressed by the instant the series puts it',
    params: occurrence,
    body: occurrenceChangeBody,
    response: eventOccurrence,
  }),
  cancelOccurrence: endpoint({
    method: 'DELETE',
    path: '/api/events/:id/occurrences/:start',
    summary: 'Cancel one occurrence of a repeating series',
    params: occurrence,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/events/:id',
    summary: 'Delete an event, or a whole series',
    params: eventId,
  }),
};
