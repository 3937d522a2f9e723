import { z } from 'zod';
import { weekday } from '../planning/events';
import { REQUIRED_FIELDS_MESSAGE, SELECT_DAY_OF_WEEK_MESSAGE, wellnessPageQuery } from './wellness';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { calendarItemsEndpoint } from '../family-calendar';
import { pageOf } from '../paging';

export * from './me-time-rules';

/** Me time (spec 001 §2–§9): private time blocks, their states and the suggestion scheduler. */
export const START_BEFORE_END_MESSAGE = 'Start time must be before end time.';
export const ME_TIME_DELETE_CONFIRMATION = 'Are you sure you want to delete this me time block?';
/** The years a block may fall in: a family's own time, not a date typed by mistake (or on purpose) centuries off. */
export const ME_TIME_FIRST_YEAR = 2000;
export const ME_TIME_LAST_YEAR = 2099;
export const ME_TIME_YEARS_MESSAGE = `Me time must be between the years ${ME_TIME_FIRST_YEAR} and ${ME_TIME_LAST_YEAR}.`;
/** A repeating block lasts at most a day, so each repeat is one stretch of time rather than one piling onto the next. */
export const MAX_REPEATING_ME_TIME_HOURS = 24;
export const REPEATING_ME_TIME_LENGTH_MESSAGE = `Repeating me time can last at most ${MAX_REPEATING_ME_TIME_HOURS} hours.`;

export const meTimeRecurrences = ['daily', 'weekly', 'monthly'] as const;
export const meTimeRecurrence = z.enum(meTimeRecurrences, {
  error: 'Repeats must be daily, weekly or monthly',
});
export type MeTimeRecurrence = z.infer<typeof meTimeRecurrence>;

export const meTimeBlock = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  isRecurring: z.boolean(),
  recurrencePattern: meTimeRecurrence.nullable(),
  daysOfWeek: z.array(weekday),
  doNotDisturb: z.boolean(),
  completed: z.boolean(),
  isShared: z.boolean(),
  /** False for another member's private block: the answer then says only "Busy" and when. */
  visible: z.boolean(),
  createdById: z.number().int().nullable(),
});
export type MeTimeBlock = z.infer<typeof meTimeBlock>;

const instant = z.iso.datetime({ offset: true, error: REQUIRED_FIELDS_MESSAGE });
const blockFields = z.object({
  userId: z.number({ error: REQUIRED_FIELDS_MESSAGE }).int().positive(REQUIRED_FIELDS_MESSAGE),
  title: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(120, 'Title must be at most 120 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').nullish(),
  startTime: instant,
  endTime: instant,
  isRecurring: z.boolean(),
  recurrencePattern: meTimeRecurrence.nullish(),
  daysOfWeek: z.array(weekday).max(7),
  doNotDisturb: z.boolean(),
  isShared: z.boolean(),
});

export interface MeTimeRules {
  startTime: string;
  endTime: string;
  isRecurring: boolean;
  recurrencePattern?: MeTimeRecurrence | null;
  daysOfWeek: readonly string[];
}
const withinYears = (instant: number) => {
  if (Number.isNaN(instant)) return true; // a missing or malformed time has its own message
  const year = new Date(instant).getUTCFullYear();
  return year >= ME_TIME_FIRST_YEAR && year <= ME_TIME_LAST_YEAR;
};

/** 001 §5: start before end; weekly recurrence needs a day. Dates within sane years; a repeat lasts at most a day. */
export function meTimeIssues(block: MeTimeRules): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const start = Date.parse(block.startTime);
  const end = Date.parse(block.endTime);
  if (!withinYears(start)) issues.push({ path: 'startTime', message: ME_TIME_YEARS_MESSAGE });
  if (!withinYears(end)) issues.push({ path: 'endTime', message: ME_TIME_YEARS_MESSAGE });
  if (start >= end) issues.push({ path: 'endTime', message: START_BEFORE_END_MESSAGE });
  else if (block.isRecurring && end - start > MAX_REPEATING_ME_TIME_HOURS * 3_600_000)
    issues.push({ path: 'endTime', message: REPEATING_ME_TIME_LENGTH_MESSAGE });
  if (block.isRecurring && !block.recurrencePattern)
    issues.push({ path: 'recurrencePattern', message: REQUIRED_FIELDS_MESSAGE });
  if (block.isRecurring && block.recurrencePattern === 'weekly' && block.daysOfWeek.length === 0)
    issues.push({ path: 'daysOfWeek', message: SELECT_DAY_OF_WEEK_MESSAGE });
  return issues;
}

/** POST /api/me-time-blocks */
export const createMeTimeBlockBody = blockFields
  .extend({
    isRecurring: z.boolean().default(false),
    daysOfWeek: z.array(weekday).max(7).default([]),
    doNotDisturb: z.boolean().default(false),
    isShared: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    for (const issue of meTimeIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type CreateMeTimeBlockBody = z.input<typeof createMeTimeBlockBody>;

/** PATCH /api/me-time-blocks/{id} (001 §7 sends the full block; any subset is taken, then checked whole). */
export const updateMeTimeBlockBody = blockFields
  .partial()
  .extend({ id: z.number().int().optional(), completed: z.boolean().optional() });
export type UpdateMeTimeBlockBody = z.input<typeof updateMeTimeBlockBody>;

export const meTimeListQuery = wellnessPageQuery.extend({
  userId: z.coerce.number().int().positive().optional(),
  from: z.iso.datetime({ offset: true, error: 'from must be a date and time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be a date and time' }).optional(),
});

/** 001 §9: one hour by default; Add for This Day is 9:00–10:00. */
export const ME_TIME_DEFAULT_MINUTES = 60;
/** 001 §9: the suggestion scheduler — round up to the next half hour, add an hour, last 30 minutes. */
export function suggestionSlot(now: Date): { start: Date; end: Date } {
  const halfHour = 30 * 60_000;
  const rounded = Math.ceil(now.getTime() / halfHour) * halfHour;
  const start = new Date(rounded + 60 * 60_000);
  return { start, end: new Date(start.getTime() + halfHour) };
}
/** 001 §9: the seven suggestion activities. */
export const meTimeSuggestions = [
  { title: 'Take a walk', description: 'A short walk outside to clear your head.' },
  { title: 'Read a book', description: 'A chapter of something you enjoy, phone away.' },
  { title: 'Meditate', description: 'Ten quiet minutes of breathing and stillness.' },
  { title: 'Take a relaxing bath', description: 'Warm water, no hurry.' },
  { title: 'Listen to music', description: 'Put on an album you love and just listen.' },
  { title: 'Do some yoga', description: 'Gentle stretches to loosen up.' },
  { title: 'Journal', description: 'Write down how the day went and what you are grateful for.' },
] as const;

/**
 * GET /internal/do-not-disturb (wellness, signed, for the member who reads their alerts): whether they are in me
 * time marked do-not-disturb right now, and from when until when. Planning holds their normal alerts meanwhile.
 */
export const doNotDisturbAnswer = z.object({
  since: z.iso.datetime({ offset: true }).nullable(),
  until: z.iso.datetime({ offset: true }).nullable(),
});
export type DoNotDisturbAnswer = z.infer<typeof doNotDisturbAnswer>;

const endpoint = endpointsFor('wellness', 'me-time-blocks');
const blockId = { id: pathId('Me time block') };

/** Me time (spec 001 §7): each member's own blocks; on the family calendar for everyone to see. */
export const meTimeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/me-time-blocks',
    summary: 'Me time blocks in a window, a page at a time',
    query: meTimeListQuery,
    response: pageOf(meTimeBlock),
  }),
  calendarItems: calendarItemsEndpoint('wellness', 'me-time-blocks'),
  create: endpoint({
    method: 'POST',
    path: '/api/me-time-blocks',
    summary: 'Plan me time, once or repeating',
    body: createMeTimeBlockBody,
    response: meTimeBlock,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/me-time-blocks/:id',
    summary: 'Change a me time block',
    params: blockId,
    body: updateMeTimeBlockBody,
    response: meTimeBlock,
  }),
  complete: endpoint({
    method: 'POST',
    path: '/api/me-time-blocks/:id/complete',
    summary: 'Mark a me time block done',
    params: blockId,
    response: meTimeBlock,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/me-time-blocks/:id',
    summary: 'Delete a me time block',
    params: blockId,
  }),
};
