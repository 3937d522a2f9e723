import { z } from 'zod';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { pageOf, pageQuery } from '../paging';
import { calendarDate } from './wellness';

/**
 * The journal (issue #33, spec 001 §3 `journal_entries`): a member's own entries, private to their author always.
 * The family admin reads none of them; an entry is read (never changed) by the members its author names, and by
 * nobody else. Title, content and tags are stored encrypted.
 */
export const JOURNAL_TAGS_MAX = 10;

/** One journal entry as its author, or a member it is shared with, reads it. */
export const journalEntry = z.object({
  id: z.number().int(),
  /** The author. */
  userId: z.number().int(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  date: z.string(),
  /** True until the author shares the entry with named members. */
  isPrivate: z.boolean(),
  /** The members the entry is shared with (read only); only its author sees the list, others get []. */
  sharedWith: z.array(z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntry>;

export const journalEntryPage = pageOf(journalEntry);
export type JournalEntryPage = z.infer<typeof journalEntryPage>;

const tag = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(40, 'A tag must be at most 40 characters')
  .transform((value) => value.toLowerCase());

const journalEntryFields = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  content: z
    .string({ error: 'Write something in the entry' })
    .trim()
    .min(1, 'Write something in the entry')
    .max(20000, 'An entry must be at most 20000 characters'),
  tags: z
    .array(tag)
    .max(JOURNAL_TAGS_MAX, `At most ${JOURNAL_TAGS_MAX} tags`)
    .transform((tags) => [...new Set(tags)]),
  date: calendarDate('Date must be a date'),
});

/** POST /api/journal-entries: always private (isPrivate may only be true); sharing is its own call. */
export const createJournalEntryBody = journalEntryFields.extend({
  tags: journalEntryFields.shape.tags.default([]),
  isPrivate: z.literal(true).optional(),
});
export type CreateJournalEntryBody = z.input<typeof createJournalEntryBody>;

/** PATCH /api/journal-entries/{id}: any subset, at least one field (the author only). */
export const updateJournalEntryBody = journalEntryFields
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });
export type UpdateJournalEntryBody = z.input<typeof updateJournalEntryBody>;

/** GET /api/journal-entries: `shared=true` lists the entries others shared with the caller instead of their own. */
export const journalListQuery = pageQuery.extend({
  tag: z.string().trim().toLowerCase().max(40).optional(),
  from: calendarDate('from must be a date').optional(),
  to: calendarDate('to must be a date').optional(),
  shared: z.enum(['true', 'false']).optional(),
});

/** PUT /api/journal-entries/{id}/shares: the whole list of members who may read the entry ([] makes it private). */
export const journalSharesBody = z.object({
  memberIds: z.array(z.number().int().positive()).max(50),
});
export type JournalSharesBody = z.input<typeof journalSharesBody>;

/** GET /api/journal-entries/days?from&to: the days the caller wrote on (the calendar). */
export const journalDaysQuery = z.object({
  from: calendarDate('from must be a date'),
  to: calendarDate('to must be a date'),
});
export const journalDays = z.object({ days: z.array(z.string()) });
export type JournalDays = z.infer<typeof journalDays>;

export const journalTags = z.object({ tags: z.array(z.string()) });
export type JournalTags = z.infer<typeof journalTags>;

const endpoint = endpointsFor('wellness', 'journal');
const journalEntryId = { id: pathId('Journal entry') };

/** The journal's endpoints; every change refreshes everything under 'journal' (the live topic). */
export const journalEntryEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/journal-entries',
    summary: 'A page of your own journal entries (or of those shared with you), newest day first',
    query: journalListQuery,
    response: journalEntryPage,
  }),
  days: endpoint({
    method: 'GET',
    path: '/api/journal-entries/days',
    summary: 'The days you wrote on, between two dates (the calendar)',
    query: journalDaysQuery,
    response: journalDays,
  }),
  tags: endpoint({
    method: 'GET',
    path: '/api/journal-entries/tags',
    summary: 'Every tag of your own entries (the tag filter)',
    response: journalTags,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/journal-entries/:id',
    summary: 'One journal entry: yours, or one shared with you',
    params: journalEntryId,
    response: journalEntry,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/journal-entries',
    summary: 'Write a journal entry (private)',
    body: createJournalEntryBody,
    response: journalEntry,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/journal-entries/:id',
    summary: 'Change your journal entry',
    params: journalEntryId,
    body: updateJournalEntryBody,
    response: journalEntry,
  }),
  share: endpoint({
    method: 'PUT',
    path: '/api/journal-entries/:id/shares',
    summary: 'Name the members who may read your entry ([] makes it private again)',
    params: journalEntryId,
    body: journalSharesBody,
    response: journalEntry,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/journal-entries/:id',
    summary: 'Delete your journal entry',
    params: journalEntryId,
  }),
};
