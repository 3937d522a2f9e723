import { eq } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { PrivacySettings } from '@familyhub/contracts';
import {
  familyContentSettings,
  privacySettings,
  type FamilyContentSettingsRow,
  type PrivacySettingsRow,
} from './privacy-settings.table';

export function createPrivacySettingsRepository(db: Database) {
  return {
    async find(userId: number): Promise<PrivacySettingsRow | undefined> {
      const [row] = await db.select().from(privacySettings).where(eq(privacySettings.userId, userId));
      return row;
    },

    async save(userId: number, values: PrivacySettings): Promise<PrivacySettingsRow> {
      const changed = { ...values, updatedAt: new Date() };
      const [row] = await db
        .insert(privacySettings)
        .values({ userId, ...changed })
        .onConflictDoUpdate({ target: privacySettings.userId, set: changed })
        .returning();
      return row;
    },

    async findFamilyContent(familyId: number): Promise<FamilyContentSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(familyContentSettings)
        .where(eq(familyContentSettings.familyId, familyId));
      return row;
    },

    async saveFamilyContent(
      familyId: number,
      values: { contentFiltering?: boolean; contentSharing?: boolean },
    ): Promise<FamilyContentSettingsRow> {
      const changed = { ...values, updatedAt: new Date() };
      const [row] = await db
        .insert(familyContentSettings)
        .values({ familyId, ...changed })
        .onConflictDoUpdate({ target: familyContentSettings.familyId, set: changed })
        .returning();
      return row;
    },
  };
}
export type PrivacySettingsRepository = ReturnType<typeof createPrivacySettingsRepository>;
