import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Page } from '@familyhub/contracts';
import {
  createRecordKeys,
  keysetCursor,
  openWithRecordKey,
  sealWithRecordKey,
  type Database,
  type FieldCipher,
} from '@familyhub/server-kit';
import type { WellnessSchema } from '../schema';
import { memberSealed } from '../shared/sealed';
import { journalEntries, journalEntryShares, type JournalEntryRow } from './journal.table';

/** An entry as the service works with it: opened, tags parsed, and who it is shared with; its key left here. */
export interface OpenJournalEntry extends Omit<JournalEntryRow, 'tags' | 'encryptionKey'> {
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
const KEY_BATCH = 200;

/** The sealed fields, as stored: tags are their JSON array. */
const TEXT_FIELDS = ['title', 'content', 'tags'] as const;
type EntryText = Record<(typeof TEXT_FIELDS)[number], string>;
type StoredEntry = Pick<JournalEntryRow, 'familyId' | 'userId' | 'encryptionKey'> & EntryText;

/**
 * The wrapped key's context: scope, family and author are authenticated, so a key moved to another family or
 * another member's entry does not open.
 */
export const journalKeyContext = (familyId: number, userId: number) =>
  `wellness.journal_entries.encryptionKey|family:${familyId}|member:${userId}`;

/**
 * Every statement names the family. Title, content and tags are sealed under the entry's own key (server-kit
 * `record-key.ts`, as home's private notes), wrapped by the field cipher with the author in its context; the key
 * never leaves this file. An entry from before entries had keys (`encryption_key` null) opens as it was written —
 * the field cipher with the author in the context (shared/sealed.ts) — until `reseal` or its next change gives it
 * a key. Tags are sealed too, so the tag filter reads the author's entries and matches after opening.
 */
export function createJournalRepository({
  db,
  cipher,
}: {
  db: Database<WellnessSchema>;
  cipher: FieldCipher;
}) {
  const keys = createRecordKeys(cipher);
  const legacy = memberSealed(cipher, 'wellness.journal_entries', TEXT_FIELDS);

  const keyOf = (row: Pick<StoredEntry, 'familyId' | 'userId'>, wrapped: string) =>
    keys.unwrap(wrapped, journalKeyContext(row.familyId, row.userId));

  function openText(row: StoredEntry): EntryText {
    if (row.encryptionKey === null) {
      const { title, content, tags } = legacy.open(row.familyId, row);
      return { title, content, tags };
    }
    const key = keyOf(row, row.encryptionKey);
    return {
      title: openWithRecordKey(key, row.title, 'title'),
      content: openWithRecordKey(key, row.content, 'content'),
      tags: openWithRecordKey(key, row.tags, 'tags'),
    };
  }

  /** The fields given, sealed under the entry's key. */
  function sealText<T extends Partial<EntryText>>(key: Buffer, text: T): T {
    const sealed: Partial<EntryText> = {};
    for (const field of TEXT_FIELDS) {
      const value = text[field];
      if (value !== undefined) sealed[field] = sealWithRecordKey(key, value, field);
    }
    return sealed as T;
  }

  /** A fresh key for the entry, and every field sealed under it. */
  function sealedAnew(familyId: number, userId: number, text: EntryText) {
    const { key, wrapped } = keys.create(journalKeyContext(familyId, userId));
    return { ...sealText(key, text), encryptionKey: wrapped };
  }

  const textOf = ({ title, content, tags }: Partial<JournalWrite>): Partial<EntryText> => ({
    ...(title !== undefined && { title }),
    ...(content !== undefined && { content }),
    ...(tags !== undefined && { tags: JSON.stringify(tags) }),
  });

  /** The stored row still holds the text that was read (a write meanwhile leaves it to the next try). */
  const unchanged = (row: EntryText) =>
    and(
      eq(journalEntries.title, row.title),
      eq(journalEntries.content, row.content),
      eq(journalEntries.tags, row.tags),
    );

  const ofFamily = (familyId: number, id: number) =>
    and(eq(journalEntries.familyId, familyId), eq(journalEntries.id, id));

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
      const text = openText(row);
      const { encryptionKey: _key, ...rest } = row;
      return {
        ...rest,
        title: text.title,
        content: text.content,
        tags: JSON.parse(text.tags) as string[],
        sharedWith: (shares.get(row.id) ?? []).sort((a, b) => a - b),
      };
    });
  }

  async function update(
    familyId: number,
    userId: number,
    id: number,
    changes: Partial<JournalWrite>,
    attempt = 1,
  ): Promise<OpenJournalEntry | undefined> {
    const own = and(ofFamily(familyId, id), eq(journalEntries.userId, userId));
    const [stored] = await db.select().from(journalEntries).where(own);
    if (!stored) return undefined;
    const text = textOf(changes);
    const dated = changes.date !== undefined ? { date: changes.date } : {};
    if (stored.encryptionKey !== null) {
      const rows = await db
        .update(journalEntries)
        .set({
          ...sealText(keyOf(stored, stored.encryptionKey), text),
          ...dated,
          updatedAt: sql`now()`,
        })
        .where(own)
        .returning();
      return (await opened(familyId, rows))[0];
    }
    // An entry from before entries had keys: every field sealed anew under a key of its own.
    const rows = await db
      .update(journalEntries)
      .set({
        ...sealedAnew(familyId, userId, { ...openText(stored), ...text }),
        ...dated,
        updatedAt: sql`now()`,
      })
      .where(and(own, isNull(journalEntries.encryptionKey), unchanged(stored)))
      .returning();
    if (rows.length > 0) return (await opened(familyId, rows))[0];
    // The rotation job gave it a key meanwhile: once more, now with that key.
    if (attempt > 1) throw new Error(`Journal entry ${id} changed while it was being saved`);
    return update(familyId, userId, id, changes, attempt + 1);
  }

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
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.familyId, familyId), eq(journalEntries.userId, userId)));
      const all = rows.flatMap((row) => JSON.parse(openText(row).tags) as string[]);
      return [...new Set(all)].sort();
    },

    async insert(familyId: number, userId: number, values: JournalWrite): Promise<OpenJournalEntry> {
      const [row] = await db
        .insert(journalEntries)
        .values({
          ...sealedAnew(familyId, userId, {
            title: values.title,
            content: values.content,
            tags: JSON.stringify(values.tags),
          }),
          date: values.date,
          familyId,
          userId,
          isPrivate: true,
        })
        .returning();
      return (await opened(familyId, [row]))[0];
    },

    update,

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

    /**
     * The `field-key-rotation` job, a batch at a time across every family: an entry from before entries had keys
     * gets one (every field sealed anew under it), and an entry key still wrapped under a retired field key is
     * re-wrapped under the current one — the text is not touched. An entry changed meanwhile is left for the next
     * run. Idempotent; answers how many entries it changed.
     */
    async reseal(batch = KEY_BATCH): Promise<number> {
      let changed = 0;
      let after = 0;
      for (;;) {
        const rows = await db
          .select({
            id: journalEntries.id,
            familyId: journalEntries.familyId,
            userId: journalEntries.userId,
            title: journalEntries.title,
            content: journalEntries.content,
            tags: journalEntries.tags,
            encryptionKey: journalEntries.encryptionKey,
          })
          .from(journalEntries)
          .where(gt(journalEntries.id, after))
          .orderBy(asc(journalEntries.id))
          .limit(batch);
        if (rows.length === 0) return changed;
        for (const row of rows) {
          let updated: unknown[];
          if (row.encryptionKey === null) {
            updated = await db
              .update(journalEntries)
              .set(sealedAnew(row.familyId, row.userId, openText(row)))
              .where(and(eq(journalEntries.id, row.id), isNull(journalEntries.encryptionKey), unchanged(row)))
              .returning({ id: journalEntries.id });
          } else {
            const rewrapped = keys.rewrap(row.encryptionKey, journalKeyContext(row.familyId, row.userId));
            if (rewrapped === null) continue;
            updated = await db
              .update(journalEntries)
              .set({ encryptionKey: rewrapped })
              .where(and(eq(journalEntries.id, row.id), eq(journalEntries.encryptionKey, row.encryptionKey)))
              .returning({ id: journalEntries.id });
          }
          changed += updated.length;
        }
        after = rows[rows.length - 1].id;
      }
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
