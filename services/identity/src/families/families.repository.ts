import { eq } from 'drizzle-orm';
import type { CurrencyCode } from '@familyhub/contracts';
import type { Database } from '@familyhub/server-kit';
import { families, type FamilyRow, type IdentitySchema } from '../schema';

export function createFamiliesRepository(db: Database<IdentitySchema>) {
  return {
    async insert(values: {
      name: string;
      plan: FamilyRow['plan'];
      trialEndsAt: Date | null;
    }): Promise<FamilyRow> {
      const [row] = await db.insert(families).values(values).returning();
      return row;
    },

    async rename(familyId: number, name: string): Promise<FamilyRow | undefined> {
      const [row] = await db.update(families).set({ name }).where(eq(families.id, familyId)).returning();
      return row;
    },

    async setCurrency(familyId: number, currency: CurrencyCode): Promise<FamilyRow | undefined> {
      const [row] = await db.update(families).set({ currency }).where(eq(families.id, familyId)).returning();
      return row;
    },

    async setSupportContact(
      familyId: number,
      contact: { name: string; phone: string } | null,
    ): Promise<FamilyRow | undefined> {
      const [row] = await db
        .update(families)
        .set({ supportContactName: contact?.name ?? null, supportContactPhone: contact?.phone ?? null })
        .where(eq(families.id, familyId))
        .returning();
      return row;
    },

    async findById(familyId: number): Promise<FamilyRow | undefined> {
      const [row] = await db.select().from(families).where(eq(families.id, familyId));
      return row;
    },
  };
}
export type FamiliesRepository = ReturnType<typeof createFamiliesRepository>;
