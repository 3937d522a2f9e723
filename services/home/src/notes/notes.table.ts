import { boolean, index, integer, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { home } from '../pg-schema';

// family_id, owner_id and member_id point at identity's rows: another service's schema, so no foreign keys there.
/**
 * A member's private note. Title and content are sealed under the note's own key (`encryption_key`, that key wrapped
 * by the field cipher: libs/server-kit/src/crypto/record-key.ts), so the table holds no note text; the key is never
 * answered. `is_encrypted` is true for every note written here (the spec's column, kept honest).
 */
export const privateNotes = home.table(
  'private_notes',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    ownerId: integer('owner_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isEncrypted: boolean('is_encrypted').notNull().default(true),
    encryptionKey: text('encryption_key').notNull(),
    category: text('category').notNull().default('personal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('private_notes_family_id_owner_id_idx').on(t.familyId, t.ownerId, t.id)],
);
export type PrivateNoteRow = typeof privateNotes.$inferSelect;

/** Who a note is shared with, and whether they may edit it; a note's shares go with it. */
export const privateNoteShares = home.table(
  'private_note_shares',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    noteId: integer('note_id')
      .notNull()
      .references(() => privateNotes.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    permission: text('permission').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('private_note_shares_note_id_member_id_unique').on(t.noteId, t.memberId),
    index('private_note_shares_family_id_member_id_idx').on(t.familyId, t.memberId),
  ],
);
export type PrivateNoteShareRow = typeof privateNoteShares.$inferSelect;
