import { z } from 'zod';
import { timeZoneName } from './cross-domain';
import { endpointsFor, type EndpointService } from './endpoint';

/*
 * What other domains add to the family calendar of /calendar (docs/adr/0014-family-calendar-from-every-domain.md):
 * each contributing domain answers `GET /api/<domain>/calendar-items` for one of its catalogue `calendarSources`,
 * with the items the caller may see, already placed on the caller's calendar days.
 */

/** The longest window one read covers: a month grid with its leading and trailing weeks, and some slack. */
export const MAX_CALENDAR_WINDOW_DAYS = 62;

const day = (label: string) => z.iso.date(`${label} must be a date like 2026-11-22`);

/** GET /api/<domain>/calendar-items?source=<topic>&from=YYYY-MM-DD&to=YYYY-MM-DD&tz=<IANA zone>. */
export const familyCalendarQuery = z
  .object({
    source: z.string({ error: 'source is required' }).min(1, 'source is required'),
    from: day('from'),
    to: day('to'),
    /** The zone the caller's calendar days are read in (timed items are placed on its wall clock). */
    tz: timeZoneName.default('UTC'),
  })
  .refine((q) => q.from <= q.to, { message: 'from must be on or before to', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_CALENDAR_WINDOW_DAYS, {
    message: `The window must be at most ${MAX_CALENDAR_WINDOW_DAYS} days`,
    path: ['to'],
  });
export type FamilyCalendarQuery = z.input<typeof familyCalendarQuery>;

/** One thing on one calendar day, as another domain shows it on the family calendar. */
export const familyCalendarItem = z.object({
  /** Unique within the answer (an item that spans or repeats has one key per day). */
  key: z.string(),
  /** What it is, in the family's words: 'School event', 'Activity', 'Document due', 'Homework due', 'Me Time'. */
  label: z.string(),
  title: z.string(),
  /** The calendar day it shows on (the caller's zone for timed items; a school's own dates as they are). */
  day: z.iso.date(),
  allDay: z.boolean(),
  /** HH:MM on that day, null when all day. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** Whose it is (the child of an activity or document, the person of a me-time block); null: the family's. */
  memberId: z.number().int().nullable(),
  /** A line under the title: the school and the location, the document type. */
  detail: z.string().nullable(),
  /** Where the item can be opened (`/school-calendar?focus=12`); null when the caller may not open it. */
  path: z.string().nullable(),
});
export type FamilyCalendarItem = z.infer<typeof familyCalendarItem>;

/**
 * A domain's `GET /api/<domain>/calendar-items`: one definition shape for every contributing domain (the resource
 * is the domain's first calendar source; the calendar keys each source's query under its own topic).
 */
export function calendarItemsEndpoint<const S extends EndpointService>(service: S, resource: string) {
  return endpointsFor(
    service,
    resource,
  )({
    method: 'GET',
    path: `/api/${service}/calendar-items`,
    summary: `What ${service} adds to the family calendar for one window of days and one of its sources`,
    query: familyCalendarQuery,
    response: z.array(familyCalendarItem),
  });
}
