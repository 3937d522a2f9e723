import { z } from 'zod';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';
import { noteCategories } from './note-rules';

export * from './note-rules';

/** What a member may do with a note shared with them. */
export const notePermissions = ['read', 'edit'] as const;
export type NotePermission = (typeof notePermissions)[number];

/** How the caller holds a note: their own, or shared with them to read or to edit. */
export const noteAccesses = ['owner', ...notePermissions] as const;
export type NoteAccess = (typeof noteAccesses)[number];

export const noteShare = z.object({
  memberId: z.number().int(),
  permission: z.enum(notePermissions),
});
export type NoteShare = z.infer<typeof noteShare>;

/**
 * One private note as the caller may see it (GET /api/notes). The note's key (`encryptionKey`) is server-managed
 * and never answered; `shares` lists who the owner shared it with (empty for anyone but the owner).
 */
export const note = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  category: z.enum(noteCategories),
  isEncrypted: z.boolean(),
  ownerId: z.number().int(),
  access: z.enum(noteAccesses),
  shares: z.array(noteShare),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof note>;

/** The caller's own notes and the notes shared with them, most recently changed first (`access` tells which). */
export const noteList = z.object({ items: z.array(note) });
export type NoteList = z.infer<typeof noteList>;

export const noteListQuery = z.object({
  category: z.enum(noteCategories).optional(),
  /** Words to find in the title or content of the caller's own notes (shared notes are not searched). */
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
});
export type NoteListQuery = z.input<typeof noteListQuery>;

const noteFields = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  content: z.string().max(20000, 'Content must be at most 20000 characters').default(''),
  category: z.enum(noteCategories, { error: 'Choose a category' }).default('personal'),
});

/** POST /api/notes: the key is made by the server, never sent (spec 001 §5). */
export const createNoteBody = noteFields;
export type CreateNoteBody = z.input<typeof createNoteBody>;

/** PATCH /api/notes/{id}: any subset, at least one field. */
export const updateNoteBody = z
  .object({
    title: noteFields.shape.title.optional(),
    content: z.string().max(20000, 'Content must be at most 20000 characters').optional(),
    category: z.enum(noteCategories, { error: 'Choose a category' }).optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change' });
export type UpdateNoteBody = z.input<typeof updateNoteBody>;

/** PUT /api/notes/{id}/shares: the whole list of members the note is shared with (empty: private again). */
export const noteSharesBody = z.object({
  shares: z
    .array(noteShare)
    .max(50)
    .refine((shares) => new Set(shares.map((s) => s.memberId)).size === shares.length, {
      message: 'Each member can be chosen once',
    }),
});
export type NoteSharesBody = z.input<typeof noteSharesBody>;

const endpoint = endpointsFor('home', 'notes');
const noteId = { id: pathId('Note') };

/**
 * The endpoints of private notes. Every member has their own; nobody else — the family admin included — reads a
 * note unless its owner shared it with them. A note out of reach answers 404, as a missing one does.
 */
export const noteEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notes',
    summary: "The caller's own notes and those shared with them; `q` searches the caller's own notes",
    query: noteListQuery,
    response: noteList,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/notes/:id',
    summary: 'One note the caller owns or that is shared with them',
    params: noteId,
    response: note,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/notes',
    summary: 'Write a private note',
    body: createNoteBody,
    response: note,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/notes/:id',
    summary: 'Change a note (its owner, or a member it is shared with to edit)',
    params: noteId,
    body: updateNoteBody,
    response: note,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/notes/:id',
    summary: 'Delete a note (its owner only)',
    params: noteId,
  }),
  share: endpoint({
    method: 'PUT',
    path: '/api/notes/:id/shares',
    summary: 'Choose the family members a note is shared with, to read or to edit (its owner only)',
    params: noteId,
    body: noteSharesBody,
    response: note,
  }),
};
