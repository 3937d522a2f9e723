import {
  index,
  integer,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgSchema,
} from 'drizzle-orm/pg-core';

/**
 * The table of uploaded files a service keeps in its own Postgres schema (`export const files = filesTable(school)`
 * in a `files.table.ts` of the service, so its drizzle-kit migration creates it). The bytes rest in the storage
 * (`storage_key`); a family deletion removes the rows (they carry family_id) and the bytes (`createFileStore`).
 */
export function filesTable(schema: PgSchema<string>) {
  return schema.table(
    'files',
    {
      id: serial('id').primaryKey(),
      /** The file's address (`/api/<domain>/files/<public id>`): random, so one file's URL tells nothing of another's. */
      publicId: uuid('public_id').notNull().defaultRandom(),
      familyId: integer('family_id').notNull(),
      /** What it was uploaded for (a key of `fileUses` in contracts). */
      use: text('use').notNull(),
      /** Found from the file's bytes, never taken from the browser. */
      contentType: text('content_type').notNull(),
      size: integer('size').notNull(),
      /** The browser's file name, made safe. */
      name: text('name').notNull(),
      /** Where the bytes rest: `<service>/<family id>/<random>`. */
      storageKey: text('storage_key').notNull(),
      // Points at identity's users: another service's schema, so no foreign key; cleared when the member leaves.
      createdById: integer('created_by_id'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('files_family_id_id_idx').on(t.familyId, t.id),
      uniqueIndex('files_storage_key_idx').on(t.storageKey),
      uniqueIndex('files_public_id_idx').on(t.publicId),
    ],
  );
}
export type FilesTable = ReturnType<typeof filesTable>;
export type FileRow = FilesTable['$inferSelect'];
