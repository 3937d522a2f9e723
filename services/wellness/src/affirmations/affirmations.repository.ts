import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import type { WellnessSchema } from '../schema';
import { affirmations, type AffirmationRow } from './affirmations.table';

/** The built-in affirmations are shared content, not a family's data: no family scope. */
export function createAffirmationsRepository(db: Database<WellnessSchema>) {
  return {
    /** The n-th active affirmation (mod their number), in id order; undefined when there is none. */
    async nth(n: number): Promise<AffirmationRow | undefined> {
      const [{ count }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(affirmations)
        .where(eq(affirmations.isActive, true));
      if (count === 0) return undefined;
      const [row] = await db
        .select()
        .from(affirmations)
        .where(eq(affirmations.isActive, true))
        .orderBy(asc(affirmations.id))
        .offset(((n % count) + count) % count)
        .limit(1);
      return row;
    },
  };
}
export type AffirmationsRepository = ReturnType<typeof createAffirmationsRepository>;
