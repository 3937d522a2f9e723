import { boolean, date, index, integer, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { wellness } from '../pg-schema';

// user_id and member_id point at identity's users: another service's schema, so no foreign key there.
// title, content and tags are sealed under the entry's own key, as home's private notes (journal.repository.ts):
// encryption_key holds that key wrapped by the field cipher, never answered. tags are the JSON array of the entry's
// tags, sealed too, since a tag can say as much as a title. An entry written before entries had keys of their own
// has no encryption_key: its fields are sealed by the field cipher with the author in the context until the
// field-key-rotation job (or its next change) gives it a key.
export const journalEntries = wellness.table(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id').notNull(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: text('tags').notNull(),
    encryptionKey: text('encryption_key'),
    date: date('date', { mode: 'string' }).notNull(),
    isPrivate: boolean('is_private').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journal_entries_family_id_user_id_date_idx').on(t.familyId, t.userId, t.date)],
);
export type JournalEntryRow = typeof journalEntries.$inferSelect;

/** Who may read an entry besides its author (read only). */
export const journalEntryShares = wellness.table(
  'journal_entry_shares',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    familyId: integer('family_id').notNull(),
    memberId: integer('member_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.memberId] }),
    index('journal_entry_shares_family_id_member_id_idx').on(t.familyId, t.memberId),
  ],
);
