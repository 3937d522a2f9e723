import { and, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Page } from '@familyhub/contracts';
import { keysetCursor, type Database, type FieldCipher } from '@familyhub/server-kit';
import type { WellnessSchema } from '../schema';
import { memberSealed } from '../shared/sealed';
import { journalEntries, journalEntryShares, type JournalEntryRow } from './journal.table';

/** An entry as the service works with it: opened, tags parsed, and who it is shared with. */
export interface OpenJournalEntry extends Omit<JournalEntryRow, 'tags'> {
  tags: string[];
  sharedWith: number[];
}

export interface JournalWrite {
  title: string;
  content: string;
  tags: string[];
  date: string;
}

/** Newest day first: the cursor carries the date and id of the last entry of a page. */
export const journalEntryCursor = keysetCursor(
  z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), id: z.number().int().positive() }),
);

export interface JournalListFilter {
  /** The author's own entries, or (`sharedWith`) those shared with this member. */
  authorId?: number;
  sharedWith?: number;
  tag?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

const SCAN_BATCH = 100;

/**
 * Every statement names the family. Title, content and tags are sealed with the author in their context
 * (shared/sealed.ts): tags are encrypted too, so the tag filter reads the author's entries and matches after opening.
 */
export function createJournalRepository({
  db,
  cipher,
}: {
  db: Database<WellnessSchema>;
  cipher: FieldCipher;
}) {
  const sensitive = memberSealed(cipher, 'wellness.journal_entries', ['title', 'content', 'tags'] as const);

  function sealWrite(familyId: number, userId: number, values: Partial<JournalWrite>) {
    const { tags, ...rest } = values;
    return sensitive.seal(familyId, userId, {
      ...rest,
      ...(tags === undefined ? {} : { tags: JSON.stringify(tags) }),
    });
  }

  async function sharesOf(familyId: number, ids: number[]): Promise<Map<number, number[]>> {
    const shares = new Map<number, number[]>();
    if (ids.length === 0) return shares;
    const rows = await db
      .select()
      .from(journalEntryShares)
      .where(and(eq(journalEntryShares.familyId, familyId), inArray(journalEntryShares.entryId, ids)));
    for (const row of rows) shares.set(row.entryId, [...(shares.get(row.entryId) ?? []), row.memberId]);
    return shares;
  }

  async function opened(familyId: number, rows: JournalEntryRow[]): Promise<OpenJournalEntry[]> {
    const shares = await sharesOf(
      familyId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const open = sensitive.open(familyId, row);
      return {
        ...open,
        tags: JSON.parse(open.tags) as string[],
        sharedWith: (shares.get(row.id) ?? []).sort((a, b) => a - b),
      };
    });
  }

  const ofFamily = (familyId: number, id: number) =>
    and(eq(journalEntries.familyId, familyId), eq(journalEntries.id, id));

  return {
    /** A page, newest day first; with a tag, batches are read and opened until the page is full. */
    async list(familyId: number, filter: JournalListFilter): Promise<Page<OpenJournalEntry>> {
      let after = journalEntryCursor.decode(filter.cursor);
      const found: OpenJournalEntry[] = [];
      const batch = filter.tag ? SCAN_BATCH : filter.limit + 1;
      for (;;) {
        const rows = await db
          .select()
          .from(journalEntries)
          .where(
            and(
              eq(journalEntries.familyId, familyId),
              filter.authorId !== undefined ? eq(journalEntries.userId, filter.authorId) : undefined,
              filter.sharedWith !== undefined
                ? inArray(
                    journalEntries.id,
                    db
                      .select({ id: journalEntryShares.entryId })
                      .from(journalEntryShares)
                      .where(
                        and(
                          eq(journalEntryShares.familyId, familyId),
                          eq(journalEntryShares.memberId, filter.sharedWith),
                        ),
                      ),
                  )
                : undefined,
              filter.from ? gte(journalEntries.date, filter.from) : undefined,
              filter.to ? lte(journalEntries.date, filter.to) : undefined,
              after
                ? or(
                    lt(journalEntries.date, after.date),
                    and(eq(journalEntries.date, after.date), lt(journalEntries.id, after.id)),
                  )
                : undefined,
            ),
          )
          .orderBy(desc(journalEntries.date), desc(journalEntries.id))
          .limit(batch);
        const open = await opened(familyId, rows);
        found.push(...(filter.tag ? open.filter((e) => e.tags.includes(filter.tag as string)) : open));
        if (rows.length < batch || found.length > filter.limit) break;
        const last = rows[rows.length - 1];
        after = { date: last.date, id: last.id };
      }
      return journalEntryCursor.page(found.slice(0, filter.limit + 1), filter.limit, (e) => ({
        date: e.date,
        id: e.id,
      }));
    },

    async find(familyId: number, id: number): Promise<OpenJournalEntry | undefined> {
      const rows = await db.select().from(journalEntries).where(ofFamily(familyId, id));
      return (await opened(familyId, rows))[0];
    },

    /** The days an author wrote on between two dates. */
    async days(familyId: number, userId: number, from: string, to: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ date: journalEntries.date })
        .from(journalEntries)
        .where(
          and(
            eq(journalEntries.familyId, familyId),
            eq(journalEntries.userId, userId),
            gte(journalEntries.date, from),
            lte(journalEntries.date, to),
          ),
        )
        .orderBy(journalEntries.date);
      return rows.map((r) => r.date);
    },

    /** Every tag the author used (opened). */
    async tags(familyId: number, userId: number): Promise<string[]> {
      const rows = await db
        .select({ userId: journalEntries.userId, tags: journalEntries.tags })
        .from(journalEntries)
        .where(and(eq(journalEntries.familyId, familyId), eq(journalEntries.userId, userId)));
      const all = rows.flatMap((row) => JSON.parse(sensitive.open(familyId, row).tags) as string[]);
      return [...new Set(all)].sort();
    },

    async insert(familyId: number, userId: number, values: JournalWrite): Promise<OpenJournalEntry> {
      const [row] = await db
        .insert(journalEntries)
        .values({
          ...sealWrite(familyId, userId, values),
          familyId,
          userId,
          isPrivate: true,
        } as typeof journalEntries.$inferInsert)
        .returning();
      return (await opened(familyId, [row]))[0];
    },

    async update(
      familyId: number,
      userId: number,
      id: number,
      changes: Partial<JournalWrite>,
    ): Promise<OpenJournalEntry | undefined> {
      const rows = await db
        .update(journalEntries)
        .set({ ...sealWrite(familyId, userId, changes), updatedAt: sql`now()` })
        .where(and(ofFamily(familyId, id), eq(journalEntries.userId, userId)))
        .returning();
      return (await opened(familyId, rows))[0];
    },

    /** Replaces who may read the entry; the entry is private again when nobody may. */
    async setShares(familyId: number, id: number, memberIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(journalEntryShares)
          .where(and(eq(journalEntryShares.familyId, familyId), eq(journalEntryShares.entryId, id)));
        if (memberIds.length > 0)
          await tx
            .insert(journalEntryShares)
            .values(memberIds.map((memberId) => ({ entryId: id, familyId, memberId })));
        await tx
          .update(journalEntries)
          .set({ isPrivate: memberIds.length === 0, updatedAt: sql`now()` })
          .where(ofFamily(familyId, id));
      });
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(journalEntries)
        .where(ofFamily(familyId, id))
        .returning({ id: journalEntries.id });
      return deleted.length > 0;
    },

    /** Whether the author wrote anything on a day (the dashboard). */
    async wroteOn(familyId: number, userId: number, date: string): Promise<boolean> {
      const rows = await db
        .select({ id: journalEntries.id })
        .from(journalEntries)
        .where(
          and(
            eq(journalEntries.familyId, familyId),
            eq(journalEntries.userId, userId),
            eq(journalEntries.date, date),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Key rotation: every entry still sealed under a retired key sealed again under the current one; how many. */
    async reseal(): Promise<number> {
      let changed = 0;
      const rows = await db
        .select({
          id: journalEntries.id,
          familyId: journalEntries.familyId,
          userId: journalEntries.userId,
          title: journalEntries.title,
          content: journalEntries.content,
          tags: journalEntries.tags,
        })
        .from(journalEntries)
        .orderBy(journalEntries.id);
      for (const row of rows) {
        const sealed = sensitive.resealed(row.familyId, row);
        if (!sealed) continue;
        // Only if nobody changed the entry meanwhile (else the next run takes it).
        const updated = await db
          .update(journalEntries)
          .set(sealed)
          .where(
            and(
              eq(journalEntries.id, row.id),
              eq(journalEntries.title, row.title),
              eq(journalEntries.content, row.content),
              eq(journalEntries.tags, row.tags),
            ),
          )
          .returning({ id: journalEntries.id });
        changed += updated.length;
      }
      return changed;
    },

    /** The author's entries, opened, for their own export. */
    async allOf(familyId: number, userId: number): Promise<OpenJournalEntry[]> {
      const rows = await db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.familyId, familyId), eq(journalEntries.userId, userId)))
        .orderBy(journalEntries.date, journalEntries.id);
      return opened(familyId, rows);
    },
  };
}
export type JournalRepository = ReturnType<typeof createJournalRepository>;
