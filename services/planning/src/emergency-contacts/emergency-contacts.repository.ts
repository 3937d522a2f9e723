import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import { emergencyContacts, type EmergencyContactRow, type PlanningSchema } from '../schema';

export type NewEmergencyContact = Omit<
  typeof emergencyContacts.$inferInsert,
  'id' | 'familyId' | 'createdAt'
>;
export type EmergencyContactChanges = Partial<Omit<NewEmergencyContact, 'createdById'>>;

export function createEmergencyContactsRepository(db: Database<PlanningSchema>) {
  return {
    /** Alphabetical, so a contact is quick to find in a hurry. */
    async list(familyId: number): Promise<EmergencyContactRow[]> {
      return db
        .select()
        .from(emergencyContacts)
        .where(eq(emergencyContacts.familyId, familyId))
        .orderBy(asc(sql`lower(${emergencyContacts.name})`), asc(emergencyContacts.id));
    },

    async find(familyId: number, contactId: number): Promise<EmergencyContactRow | undefined> {
      const [row] = await db
        .select()
        .from(emergencyContacts)
        .where(and(eq(emergencyContacts.familyId, familyId), eq(emergencyContacts.id, contactId)));
      return row;
    },

    async insert(familyId: number, values: NewEmergencyContact): Promise<EmergencyContactRow> {
      const [row] = await db
        .insert(emergencyContacts)
        .values({ ...values, familyId })
        .returning();
      return row;
    },

    async update(
      familyId: number,
      contactId: number,
      changes: EmergencyContactChanges,
    ): Promise<EmergencyContactRow | undefined> {
      const [row] = await db
        .update(emergencyContacts)
        .set(changes)
        .where(and(eq(emergencyContacts.familyId, familyId), eq(emergencyContacts.id, contactId)))
        .returning();
      return row;
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
