import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import { families, users, type IdentitySchema } from '../schema';
import { apiTokens, type ApiTokenRow } from './api-tokens.table';

export type NewApiToken = Omit<ApiTokenRow, 'id' | 'lastUsedAt' | 'createdAt'>;

export function createApiTokensRepository(db: Database<IdentitySchema>) {
  return {
    async insert(values: NewApiToken): Promise<ApiTokenRow> {
      const [row] = await db.insert(apiTokens).values(values).returning();
      return row;
    },

    /** The member's tokens, newest first (expired ones too, until they are revoked). */
    async listOwn(familyId: number, userId: number): Promise<ApiTokenRow[]> {
      return db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.familyId, familyId), eq(apiTokens.userId, userId)))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    },

    async countLive(familyId: number, userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(
          and(eq(apiTokens.familyId, familyId), eq(apiTokens.userId, userId), gt(apiTokens.expiresAt, now)),
        );
      return row?.n ?? 0;
    },

    /** True when one of the member's tokens was deleted. */
    async deleteOwn(familyId: number, userId: number, tokenId: number): Promise<boolean> {
      const deleted = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.familyId, familyId), eq(apiTokens.userId, userId), eq(apiTokens.id, tokenId)))
        .returning({ id: apiTokens.id });
      return deleted.length > 0;
    },

    /** The unexpired token behind a hash with its member and family, in one query on the unique hash index. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          tokenId: apiTokens.id,
          scope: apiTokens.scope,
          domains: apiTokens.domains,
          expiresAt: apiTokens.expiresAt,
          lastUsedAt: apiTokens.lastUsedAt,
          userId: users.id,
          familyId: users.familyId,
          role: users.role,
          canViewFinances: users.canViewFinances,
          canEditSchedule: users.canEditSchedule,
          language: users.language,
          plan: families.plan,
          trialEndsAt: families.trialEndsAt,
          planEndsAt: families.planEndsAt,
        })
        .from(apiTokens)
        // The token's family must be its member's: a token never crosses families.
        .innerJoin(users, and(eq(users.id, apiTokens.userId), eq(users.familyId, apiTokens.familyId)))
        .innerJoin(families, eq(families.id, users.familyId))
        .where(and(eq(apiTokens.tokenHash, tokenHash), gt(apiTokens.expiresAt, now)));
      return row;
    },

    async touch(tokenId: number, at: Date): Promise<void> {
      await db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, tokenId));
    },
  };
}
export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
