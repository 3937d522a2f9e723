import { and, eq, inArray } from 'drizzle-orm';
import { exportFamilyRows, type Database, type FamilyRows } from '@familyhub/server-kit';
import { families, users, type FamilyRow, type UserRow } from '../schema';
import { notificationPreferences } from '../notifications';
import { privacySettings } from '../privacy';
import { dataExports, type DataExportRow } from './data-exports.table';

/** identity's own family-owned tables that are not dumped as they are: members are shown without secrets. */
const KEPT_OUT_OF_THE_DUMP = new Set(['users', 'sessions']);
/** Billing (saved card reference, payments) is the admin's: a parent allowed to export does not get it. */
const ADMIN_ONLY_TABLES = ['subscriptions', 'payment_transactions'];

export function createAccountRepository(db: Database) {
  return {
    async family(familyId: number): Promise<FamilyRow | undefined> {
      const [row] = await db.select().from(families).where(eq(families.id, familyId));
      return row;
    },

    async member(familyId: number, userId: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.familyId, familyId), eq(users.id, userId)));
      return row;
    },

    async members(familyId: number): Promise<UserRow[]> {
      return db.select().from(users).where(eq(users.familyId, familyId)).orderBy(users.id);
    },

    /** identity's other family rows (data exports, content settings, billing …) and the members' own settings. */
    async familyRows(familyId: number, memberIds: number[], forAdmin: boolean): Promise<FamilyRows> {
      const rows = await exportFamilyRows(db, 'identity', familyId);
      for (const table of KEPT_OUT_OF_THE_DUMP) delete rows[table];
      if (!forAdmin) for (const table of ADMIN_ONLY_TABLES) delete rows[table];
      if (memberIds.length > 0) {
        rows.notification_preferences = await db
          .select()
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.userId, memberIds));
        rows.privacy_settings = await db
          .select()
          .from(privacySettings)
          .where(inArray(privacySettings.userId, memberIds));
      }
      return rows;
    },

    async insertExport(values: {
      familyId: number;
      requestedById: number;
      expiresAt: Date;
    }): Promise<DataExportRow> {
      const [row] = await db
        .insert(dataExports)
        .values({ ...values, metadata: { formats: ['json', 'ics'] } })
        .returning();
      return row;
    },

    async findExport(familyId: number, exportId: number): Promise<DataExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.familyId, familyId), eq(dataExports.id, exportId)));
      return row;
    },

    async markExported(familyId: number, exportId: number, at: Date): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'completed', exportedAt: at })
        .where(and(eq(dataExports.familyId, familyId), eq(dataExports.id, exportId)));
    },

    /** The member's sessions, preferences and export requests go with them (foreign key cascade). */
    async deleteMember(familyId: number, userId: number): Promise<void> {
      await db.delete(users).where(and(eq(users.familyId, familyId), eq(users.id, userId)));
    },

    /** Every member, session and setting of the family goes with it (foreign key cascade). */
    async deleteFamily(familyId: number): Promise<void> {
      await db.delete(families).where(eq(families.id, familyId));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
