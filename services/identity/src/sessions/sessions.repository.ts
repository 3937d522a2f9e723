import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
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
          canViewFinances: users.canViewFinances,
          canEditSchedule: users.canEditSchedule,
          language: users.language,
          plan: families.plan,
          trialEndsAt: families.trialEndsAt,
          planEndsAt: families.planEndsAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(families, eq(families.id, users.familyId))
        .where(
          and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        );
      return row;
    },

    async touch(sessionId: number, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
    },

    /** True when a live session of this user was revoked. */
    async revokeById(userId: number, sessionId: number, at: Date): Promise<boolean> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length > 0;
    },

    /** The user's sessions that still resolve, most recently used first. */
    async listLive(userId: number, now: Date) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    },

    /** Revokes every live session of the user, except `keepSessionId` when given. */
    async revokeAll(userId: number, at: Date, keepSessionId?: number): Promise<number> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(...conditions))
        .returning({ id: sessions.id });
      return revoked.length;
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
