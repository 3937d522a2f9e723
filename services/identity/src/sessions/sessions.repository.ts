import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@familyhub/server-kit';
import { families, sessions, users, type IdentitySchema } from '../schema';

export interface NewSession {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export function createSessionsRepository(db: Database<IdentitySchema>) {
  return {
    async insert(values: NewSession): Promise<{ id: number }> {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row;
    },

    /** The live session behind a token with its user and family, in one query on the unique token index. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          userId: users.id,
          familyId: users.familyId,
          role: users.role,
          plan: families.plan,
          trialEndsAt: families.trialEndsAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(families, eq(families.id, users.familyId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return row;
    },

    async touch(sessionId: number, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
    },

    async revokeById(userId: number, sessionId: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeByTokenHash(tokenHash: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
