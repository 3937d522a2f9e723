import { and, desc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import { encryptedFields, protectedFields, type Database, type FieldCipher } from '@familyhub/server-kit';
import type { WellnessSchema } from '../schema';
import { moods, type MoodRow } from './moods.table';

export type NewMood = Omit<typeof moods.$inferInsert, 'id' | 'familyId' | 'createdAt'>;

export interface MoodsRepositoryOptions {
  db: Database<WellnessSchema>;
  /** Opens and seals the encrypted notes. */
  cipher: FieldCipher;
}

/** Mood notes are stored encrypted (AES-256-GCM, bound to the family); rows come back opened. */
export function createMoodsRepository({ db, cipher }: MoodsRepositoryOptions) {
  const { scope, fields } = protectedFields.wellnessMoods;
  const sensitive = encryptedFields(cipher, scope, fields);
  return {
    /** Newest first; limit + 1 rows. */
    async list(
      familyId: number,
      filter: { userIds?: number[]; from?: string; to?: string; beforeId?: number; limit: number },
    ): Promise<MoodRow[]> {
      const rows = await db
        .select()
        .from(moods)
        .where(
          and(
            eq(moods.familyId, familyId),
            filter.userIds ? inArray(moods.userId, filter.userIds) : undefined,
            filter.from ? gte(moods.date, filter.from) : undefined,
            filter.to ? lte(moods.date, filter.to) : undefined,
            filter.beforeId !== undefined ? lt(moods.id, filter.beforeId) : undefined,
          ),
        )
        .orderBy(desc(moods.id))
        .limit(filter.limit + 1);
      return rows.map((row) => sensitive.open(familyId, row));
    },

    async find(familyId: number, id: number): Promise<MoodRow | undefined> {
      const [row] = await db
        .select()
        .from(moods)
        .where(and(eq(moods.familyId, familyId), eq(moods.id, id)));
      return row && sensitive.open(familyId, row);
    },

    async insert(familyId: number, values: NewMood): Promise<MoodRow> {
      const [row] = await db
        .insert(moods)
        .values({ ...sensitive.seal(familyId, values), familyId })
        .returning();
      return sensitive.open(familyId, row);
    },

    async remove(familyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(moods)
        .where(and(eq(moods.familyId, familyId), eq(moods.id, id)))
        .returning({ id: moods.id });
      return rows.length > 0;
    },
  };
}
export type MoodsRepository = ReturnType<typeof createMoodsRepository>;
