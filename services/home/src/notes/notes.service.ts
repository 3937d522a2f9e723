import type {
  LiveTopic,
  Note,
  NoteList,
  NoteShare,
  createNoteBody,
  noteListQuery,
  noteSharesBody,
  updateNoteBody,
} from '@familyhub/contracts';
import {
  badRequest,
  forbidden,
  notFound,
  type Caller,
  type FamilyMembers,
  type FamilyRows,
  type LiveEvents,
} from '@familyhub/server-kit';
import type { z } from 'zod';
import type { NotesRepository, VisibleNote } from './notes.repository';

type CreateNote = z.output<typeof createNoteBody>;
type UpdateNote = z.output<typeof updateNoteBody>;
type ListQuery = z.output<typeof noteListQuery>;
type SharesBody = z.output<typeof noteSharesBody>;

/** The live topic (and the remote's query-key root): a notice carries no note text, each screen refetches its own. */
export const NOTES_TOPIC = 'notes' satisfies LiveTopic<'home'>;

export function toNote({ note, sharedAs }: VisibleNote, shares: NoteShare[] = []): Note {
  return {
    id: note.id,
    title: note.title,
    content: note.content,
    category: note.category,
    isEncrypted: note.isEncrypted,
    ownerId: note.ownerId,
    access: sharedAs ?? 'owner',
    // Only the owner sees who else holds the note.
    shares: sharedAs === null ? shares : [],
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}

/** The tables a family export leaves to `exportOwn` (each member's own rows only). */
export const notesPrivateTables = ['private_notes', 'private_note_shares'] as const;

/** Not the caller's and not shared with them: answered as missing, whatever their role (the admin included). */
const noteNotFound = () => notFound('Note');

/** Case-insensitive: every word must appear in the title or the content. */
function matches(visible: VisibleNote, q: string): boolean {
  const text = `${visible.note.title}\n${visible.note.content}`.toLocaleLowerCase();
  return q
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

export interface NotesServiceOptions {
  repository: NotesRepository;
  live: Pick<LiveEvents<LiveTopic<'home'>>, 'publish'>;
  /** Who is in the family (identity): a note is shared only with members of the owner's family. */
  members: FamilyMembers;
}

/**
 * Private notes: every member writes their own; a note is read by its owner and by the members its owner shared it
 * with (to read, or to edit), and by nobody else — a family admin has no way in. Only the owner deletes or shares it.
 */
export function createNotesService({ repository, live, members }: NotesServiceOptions) {
  const changed = (caller: Caller) => live.publish(caller.familyId, NOTES_TOPIC);

  async function visible(caller: Caller, id: number): Promise<VisibleNote> {
    const found = await repository.visible(caller.familyId, id, caller.userId);
    if (!found) throw noteNotFound();
    return found;
  }

  async function answer(caller: Caller, visibleNote: VisibleNote): Promise<Note> {
    const shares =
      visibleNote.sharedAs === null
        ? ((await repository.sharesOf(caller.familyId, [visibleNote.note.id])).get(visibleNote.note.id) ?? [])
        : [];
    return toNote(visibleNote, shares);
  }

  return {
    /**
     * The caller's notes and those shared with them. Search (`q`) looks in the caller's own notes only: the text is
     * sealed per note, so the service opens the member's notes and filters them here, not in SQL.
     */
    async list(caller: Caller, query: ListQuery): Promise<NoteList> {
      let notes = await repository.visibleTo(caller.familyId, caller.userId, query.category);
      const q = query.q?.trim();
      if (q) notes = notes.filter((visibleNote) => visibleNote.sharedAs === null && matches(visibleNote, q));
      const shares = await repository.sharesOf(
        caller.familyId,
        notes.filter((n) => n.sharedAs === null).map((n) => n.note.id),
      );
      return { items: notes.map((n) => toNote(n, shares.get(n.note.id))) };
    },

    async get(caller: Caller, id: number): Promise<Note> {
      return answer(caller, await visible(caller, id));
    },

    async create(caller: Caller, body: CreateNote): Promise<Note> {
      const note = await repository.insert(caller.familyId, caller.userId, body);
      changed(caller);
      return toNote({ note, sharedAs: null });
    },

    async update(caller: Caller, id: number, changes: UpdateNote): Promise<Note> {
      const { sharedAs } = await visible(caller, id);
      if (sharedAs === 'read') throw forbidden('This note is shared with you to read only');
      const note = await repository.update(caller.familyId, id, changes);
      if (!note) throw noteNotFound();
      changed(caller);
      return answer(caller, { note, sharedAs });
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const { sharedAs } = await visible(caller, id);
      if (sharedAs !== null) throw forbidden('Only the note’s owner can delete it');
      if (!(await repository.remove(caller.familyId, id))) throw noteNotFound();
      changed(caller);
    },

    async share(caller: Caller, id: number, body: SharesBody): Promise<Note> {
      const found = await visible(caller, id);
      if (found.sharedAs !== null) throw forbidden('Only the note’s owner can share it');
      if (body.shares.some((share) => share.memberId === caller.userId)) {
        throw badRequest('A note is already yours: choose other members to share it with');
      }
      const family = new Set((await members.list(caller)).map((member) => member.id));
      if (body.shares.some((share) => !family.has(share.memberId))) {
        throw badRequest('A note can be shared only with members of your family');
      }
      await repository.replaceShares(caller.familyId, id, body.shares);
      changed(caller);
      return answer(caller, found);
    },

    /**
     * The caller's own notes for their data export, opened (snake_case rows, as every exported table), with whom
     * each is shared; never the key, never another member's notes, even for the family admin.
     */
    async exportOwn(caller: Caller): Promise<FamilyRows> {
      const owned = await repository.ownedBy(caller.familyId, caller.userId);
      const shares = await repository.sharesOf(
        caller.familyId,
        owned.map((note) => note.id),
      );
      return {
        private_notes: owned.map((note) => ({
          id: note.id,
          family_id: note.familyId,
          owner_id: note.ownerId,
          title: note.title,
          content: note.content,
          category: note.category,
          is_encrypted: note.isEncrypted,
          created_at: note.createdAt.toISOString(),
          updated_at: note.updatedAt.toISOString(),
        })),
        private_note_shares: owned.flatMap((note) =>
          (shares.get(note.id) ?? []).map((share) => ({
            family_id: note.familyId,
            note_id: note.id,
            member_id: share.memberId,
            permission: share.permission,
          })),
        ),
      };
    },

    /** Re-wraps note keys written under a retired field key (the `note-keys-rewrap` job); how many. */
    rewrapKeys: () => repository.rewrapKeys(),
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
