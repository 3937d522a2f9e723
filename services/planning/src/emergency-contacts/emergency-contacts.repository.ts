import { and, asc, eq, getTableColumns, gt, or, sql } from 'drizzle-orm';
import { encryptedFields, protectedFields, type Database, type FieldCipher } from '@familyhub/server-kit';
import { emergencyContacts, type EmergencyContactRow, type PlanningSchema } from '../schema';

export type NewEmergencyContact = Omit<
  typeof emergencyContacts.$inferInsert,
  'id' | 'familyId' | 'createdAt'
>;
export type EmergencyContactChanges = Partial<Omit<NewEmergencyContact, 'createdById'>>;

export interface EmergencyContactsRepositoryOptions {
  db: Database<PlanningSchema>;
  cipher: FieldCipher;
}

/**
 * Phone numbers, address and notes are stored encrypted (AES-256-GCM, bound to the family); rows come back
 * decrypted, and a row written before encryption reads as it is and is encrypted on its next update.
 */
export function createEmergencyContactsRepository({ db, cipher }: EmergencyContactsRepositoryOptions) {
  const { scope, fields } = protectedFields.emergencyContacts;
  const sensitive = encryptedFields(cipher, scope, fields);
  const open = (familyId: number, row: EmergencyContactRow | undefined) =>
    row && sensitive.open(familyId, row);

  return {
    /** Alphabetical, so a contact is quick to find in a hurry: `limit` rows after the `after` key. */
    async list(
      familyId: number,
      range: { after?: { name: string; id: number }; limit: number },
    ): Promise<(EmergencyContactRow & { sortName: string })[]> {
      const { after } = range;
      const byName = sql<string>`lower(${emergencyContacts.name})`;
      const afterKey =
        after === undefined
          ? undefined
          : or(gt(byName, after.name), and(eq(byName, after.name), gt(emergencyContacts.id, after.id)));
      // The sort key comes from the database, so the cursor compares exactly as ORDER BY does (lower() is the
      // database's, whatever the letters).
      const rows = await db
        .select({ ...getTableColumns(emergencyContacts), sortName: byName })
        .from(emergencyContacts)
        .where(and(eq(emergencyContacts.familyId, familyId), afterKey))
        .orderBy(asc(byName), asc(emergencyContacts.id))
        .limit(range.limit);
      return rows.map((row) => ({ ...sensitive.open(familyId, row), sortName: row.sortName }));
    },

    async find(familyId: number, contactId: number): Promise<EmergencyContactRow | undefined> {
      const [row] = await db
        .select()
        .from(emergencyContacts)
        .where(and(eq(emergencyContacts.familyId, familyId), eq(emergencyContacts.id, contactId)));
      return open(familyId, row);
    },

    async insert(familyId: number, values: NewEmergencyContact): Promise<EmergencyContactRow> {
      const [row] = await db
        .insert(emergencyContacts)
        .values({ ...sensitive.seal(familyId, values), familyId })
        .returning();
      return sensitive.open(familyId, row);
    },

    async update(
      familyId: number,
      contactId: number,
      changes: EmergencyContactChanges,
    ): Promise<EmergencyContactRow | undefined> {
      const [row] = await db
        .update(emergencyContacts)
        .set(sensitive.seal(familyId, changes))
        .where(and(eq(emergencyContacts.familyId, familyId), eq(emergencyContacts.id, contactId)))
        .returning();
      if (!row) return undefined;
      // A row from before encryption: the fields this change left alone are encrypted now too.
      const legacy = sensitive.plaintextOf(row);
      if (Object.keys(legacy).length > 0) {
        await db
          .update(emergencyContacts)
          .set(sensitive.seal(familyId, legacy))
          .where(and(eq(emergencyContacts.familyId, familyId), eq(emergencyContacts.id, contactId)));
      }
      return sensitive.open(familyId, row);
    },

    async remove(familyId: number, contactId: number): Promise<boolean> {
      const deleted = await db
        .delete(emergencyContacts)
        .where(and(eq(emergencyContacts.familyId, familyId), eq(emergencyContacts.id, contactId)))
        .returning({ id: emergencyContacts.id });
      return deleted.length > 0;
    },
  };
}
export type EmergencyContactsRepository = ReturnType<typeof createEmergencyContactsRepository>;
