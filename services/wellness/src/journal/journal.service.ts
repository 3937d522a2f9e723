import type {
  LiveTopic,
  JournalDays,
  JournalEntry,
  JournalEntryPage,
  JournalTags,
  createJournalEntryBody,
  journalDaysQuery,
  journalListQuery,
  journalSharesBody,
  updateJournalEntryBody,
} from '@familyhub/contracts';
import {
  badRequest,
  forbidden,
  mapPage,
  notFound,
  type Caller,
  type FamilyMembers,
  type LiveEvents,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import { chosenReaders } from '../shared/access';
import type { JournalRepository, OpenJournalEntry } from './journal.repository';

/** The live topic (and the remote's query-key root) that tells open screens the journal changed. */
export const JOURNAL_TOPIC = 'journal' satisfies LiveTopic<'wellness'>;

/** The answer for `caller`: only the author learns who else reads the entry. */
export function toJournalEntry(row: OpenJournalEntry, caller: Caller): JournalEntry {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    content: row.content,
    tags: row.tags,
    date: row.date,
    isPrivate: row.sharedWith.length === 0,
    sharedWith: row.userId === caller.userId ? row.sharedWith : [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const entryNotFound = () => notFound('Journal entry');

export interface JournalServiceOptions {
  repository: JournalRepository;
  members: FamilyMembers;
  live: Pick<LiveEvents<LiveTopic<'wellness'>>, 'publish'>;
}

/**
 * A journal is its author's alone (issue #33): no role reads another member's entries — not the family admin, not a
 * parent. The author may name members who read an entry (never change it); to anyone else it does not exist (404).
 */
export function createJournalService({ repository, members, live }: JournalServiceOptions) {
  const changed = (caller: Caller) => live.publish(caller.familyId, JOURNAL_TOPIC);

  /** The entry if the caller may read it, else 404. */
  async function readable(caller: Caller, id: number): Promise<OpenJournalEntry> {
    const row = await repository.find(caller.familyId, id);
    if (!row || (row.userId !== caller.userId && !row.sharedWith.includes(caller.userId)))
      throw entryNotFound();
    return row;
  }

  /** The entry if the caller wrote it; a member it is shared with is told it is read only, anyone else 404. */
  async function own(caller: Caller, id: number): Promise<OpenJournalEntry> {
    const row = await readable(caller, id);
    if (row.userId !== caller.userId)
      throw forbidden('This entry was shared with you to read; only its author can change it');
    return row;
  }

  return {
    async list(caller: Caller, query: z.output<typeof journalListQuery>): Promise<JournalEntryPage> {
      const page = await repository.list(caller.familyId, {
        ...(query.shared === 'true' ? { sharedWith: caller.userId } : { authorId: caller.userId }),
        tag: query.tag || undefined,
        from: query.from,
        to: query.to,
        cursor: query.cursor,
        limit: query.limit,
      });
      return mapPage(page, (row) => toJournalEntry(row, caller));
    },

    async days(caller: Caller, query: z.output<typeof journalDaysQuery>): Promise<JournalDays> {
      if (query.from > query.to) throw badRequest('from must be on or before to');
      return { days: await repository.days(caller.familyId, caller.userId, query.from, query.to) };
    },

    async tags(caller: Caller): Promise<JournalTags> {
      return { tags: await repository.tags(caller.familyId, caller.userId) };
    },

    async get(caller: Caller, id: number): Promise<JournalEntry> {
      return toJournalEntry(await readable(caller, id), caller);
    },

    async create(caller: Caller, body: z.output<typeof createJournalEntryBody>): Promise<JournalEntry> {
      const row = await repository.insert(caller.familyId, caller.userId, {
        title: body.title,
        content: body.content,
        tags: body.tags,
        date: body.date,
      });
      changed(caller);
      return toJournalEntry(row, caller);
    },

    async update(
      caller: Caller,
      id: number,
      changes: z.output<typeof updateJournalEntryBody>,
    ): Promise<JournalEntry> {
      await own(caller, id);
      const row = await repository.update(caller.familyId, caller.userId, id, changes);
      if (!row) throw entryNotFound();
      changed(caller);
      return toJournalEntry(row, caller);
    },

    async share(caller: Caller, id: number, body: z.output<typeof journalSharesBody>): Promise<JournalEntry> {
      await own(caller, id);
      const memberIds = chosenReaders(await members.list(caller), caller.userId, body.memberIds, 'memberIds');
      await repository.setShares(caller.familyId, id, memberIds);
      changed(caller);
      return toJournalEntry(await readable(caller, id), caller);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await own(caller, id);
      if (!(await repository.remove(caller.familyId, id))) throw entryNotFound();
      changed(caller);
    },
  };
}
export type JournalService = ReturnType<typeof createJournalService>;
