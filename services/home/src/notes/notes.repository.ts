import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { NoteCategory, NotePermission, NoteShare } from '@familyhub/contracts';
import { openWithRecordKey, sealWithRecordKey, type Database, type RecordKeys } from '@familyhub/server-kit';
import type { HomeSchema } from '../schema';
import { privateNoteShares, privateNotes, type PrivateNoteRow } from './notes.table';

/** A note as the service sees it: title and content opened, the key left in the repository. */
export interface OpenNote extends Omit<PrivateNoteRow, 'encryptionKey' | 'category'> {
  category: NoteCategory;
}

export interface NoteText {
  title: string;
  content: string;
  category: NoteCategory;
}

/** A note and how one member holds it. */
export interface VisibleNote {
  note: OpenNote;
  /** null: the member owns it; else what it was shared with them for. */
  sharedAs: NotePermission | null;
}

/** The wrapped key's context: scope and family are authenticated, so a key moved to another family does not open. */
export const noteKeyContext = (familyId: number) => `home.private_notes.encryptionKey|family:${familyId}`;

/**
 * Every statement names the family. Title and content are sealed under the note's own key before they are written
 * and opened after they are read; the key (wrapped by the field cipher) never leaves this file.
 */
export function createNotesRepository({ db, keys }: { db: Database<HomeSchema>; keys: RecordKeys }) {
  const ofFamily = (familyId: number, id: number) =>
    and(eq(privateNotes.familyId, familyId), eq(privateNotes.id, id));

  const keyOf = (row: Pick<PrivateNoteRow, 'familyId' | 'encryptionKey'>) =>
    keys.unwrap(row.encryptionKey, noteKeyContext(row.familyId));

  function open(row: PrivateNoteRow): OpenNote {
    const key = keyOf(row);
    const { encryptionKey: _key, ...rest } = row;
    return {
      ...rest,
      category: row.category as NoteCategory,
      title: openWithRecordKey(key, row.title, 'title'),
      content: openWithRecordKey(key, row.content, 'content'),
    };
  }

  return {
    /** The member's own notes and those shared with them, most recently changed first. */
    async visibleTo(familyId: number, memberId: number, category?: NoteCategory): Promise<VisibleNote[]> {
      const rows = await db
        .select({ note: privateNotes, sharedAs: privateNoteShares.permission })
        .from(privateNotes)
        .leftJoin(
          privateNoteShares,
          and(eq(privateNoteShares.noteId, privateNotes.id), eq(privateNoteShares.memberId, memberId)),
        )
        .where(
          and(
            eq(privateNotes.familyId, familyId),
            or(eq(privateNotes.ownerId, memberId), eq(privateNoteShares.memberId, memberId)),
            category ? eq(privateNotes.category, category) : undefined,
          ),
        )
        .orderBy(desc(privateNotes.updatedAt), desc(privateNotes.id));
      return rows.map((row) => ({
        note: open(row.note),
        sharedAs: row.note.ownerId === memberId ? null : (row.sharedAs as NotePermission),
      }));
    },

    /** One note and how `memberId` holds it; undefined when it is not theirs nor shared with them. */
    async visible(familyId: number, id: number, memberId: number): Promise<VisibleNote | undefined> {
      const [row] = await db
        .select({ note: privateNotes, sharedAs: privateNoteShares.permission })
        .from(privateNotes)
        .leftJoin(
          privateNoteShares,
          and(eq(privateNoteShares.noteId, privateNotes.id), eq(privateNoteShares.memberId, memberId)),
        )
        .where(ofFamily(familyId, id));
      if (!row) return undefined;
      if (row.note.ownerId === memberId) return { note: open(row.note), sharedAs: null };
      if (!row.sharedAs) return undefined;
      return { note: open(row.note), sharedAs: row.sharedAs as NotePermission };
    },

    /** Who each of these notes is shared with, by note id. */
    async sharesOf(familyId: number, noteIds: number[]): Promise<Map<number, NoteShare[]>> {
      const shares = new Map<number, NoteShare[]>();
      if (noteIds.length === 0) return shares;
      const rows = await db
        .select()
        .from(privateNoteShares)
        .where(and(eq(privateNoteShares.familyId, familyId), inArray(privateNoteShares.noteId, noteIds)))
        .orderBy(asc(privateNoteShares.id));
      for (const row of rows) {
        const list = shares.get(row.noteId) ?? [];
        list.push({ memberId: row.memberId, permission: row.permission as NotePermission });
        shares.set(row.noteId, list);
      }
      return shares;
    },

    async insert(familyId: number, ownerId: number, text: NoteText): Promise<OpenNote> {
      const { key, wrapped } = keys.create(noteKeyContext(familyId));
      const [row] = await db
        .insert(privateNotes)
        .values({
          familyId,
          ownerId,
          category: text.category,
          title: sealWithRecordKey(key, text.title, 'title'),
          content: sealWithRecordKey(key, text.content, 'content'),
          isEncrypted: true,
          encryptionKey: wrapped,
        })
        .returning();
      return open(row);
    },

    async update(familyId: number, id: number, changes: Partial<NoteText>): Promise<OpenNote | undefined> {
      const [stored] = await db.select().from(privateNotes).where(ofFamily(familyId, id));
      if (!stored) return undefined;
      const key = keyOf(stored);
      const [row] = await db
        .update(privateNotes)
        .set({
          ...(changes.category !== undefined && { category: changes.category }),
          ...(changes.title !== undefined && { title: sealWithRecordKey(key, changes.title, 'title') }),
          ...(changes.content !== undefined && {
            content: sealWithRecordKey(key, changes.content, 'content'),
          }),
          updatedAt: sql`now()`,
        })
        .where(ofFamily(familyId, id))
        .returning();
      return row && open(row);
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(privateNotes)
        .where(ofFamily(familyId, id))
        .returning({ id: privateNotes.id });
      return deleted.length > 0;
    },

    /** Replaces the note's shares with `shares`, in one transaction. */
    async replaceShares(familyId: number, noteId: number, shares: NoteShare[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(privateNoteShares)
          .where(and(eq(privateNoteShares.familyId, familyId), eq(privateNoteShares.noteId, noteId)));
        if (shares.length > 0) {
          await tx.insert(privateNoteShares).values(shares.map((share) => ({ familyId, noteId, ...share })));
        }
      });
    },

    /** The member's own notes, opened: their part of a data export. */
    async ownedBy(familyId: number, ownerId: number): Promise<OpenNote[]> {
      const rows = await db
        .select()
        .from(privateNotes)
        .where(and(eq(privateNotes.familyId, familyId), eq(privateNotes.ownerId, ownerId)))
        .orderBy(asc(privateNotes.id));
      return rows.map(open);
    },

    /**
     * Re-wraps every note key not yet under the current field key (after a rotation), a batch at a time across
     * every family; the note text is untouched. A key changed meanwhile is left for the next run. Answers how many.
     */
    async rewrapKeys(batch = 200): Promise<number> {
      let rewrapped = 0;
      let after = 0;
      for (;;) {
        const rows = await db
          .select({
            id: privateNotes.id,
            familyId: privateNotes.familyId,
            encryptionKey: privateNotes.encryptionKey,
          })
          .from(privateNotes)
          .where(gt(privateNotes.id, after))
          .orderBy(asc(privateNotes.id))
          .limit(batch);
        if (rows.length === 0) return rewrapped;
        for (const row of rows) {
          const next = keys.rewrap(row.encryptionKey, noteKeyContext(row.familyId));
          if (next === null) continue;
          const updated = await db
            .update(privateNotes)
            .set({ encryptionKey: next })
            .where(and(eq(privateNotes.id, row.id), eq(privateNotes.encryptionKey, row.encryptionKey)))
            .returning({ id: privateNotes.id });
          rewrapped += updated.length;
        }
        after = rows[rows.length - 1].id;
      }
    },
  };
}
export type NotesRepository = ReturnType<typeof createNotesRepository>;
