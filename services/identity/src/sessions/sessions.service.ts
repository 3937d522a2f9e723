import type { ActiveSession, SessionResolveAnswer } from '@familyhub/contracts';
import { notFound } from '@familyhub/server-kit';
import { effectivePlan } from '../subscription';
import { hashSessionToken, newSessionToken, sessionLifetimeMs } from './session-token';
import type { SessionsRepository } from './sessions.repository';
import { summariseUserAgent } from './user-agent-summary';

const TOUCH_INTERVAL_MS = 60_000;

export interface SessionStart {
  userId: number;
  rememberMe: boolean;
  userAgent: string | null;
  ip: string | null;
}

export interface SessionsServiceOptions {
  repository: SessionsRepository;
}

export function createSessionsService({ repository: sessions }: SessionsServiceOptions) {
  return {
    /** Opens a session and returns the token for the cookie (only its hash is stored). */
    async start(input: SessionStart): Promise<{ token: string; sessionId: number }> {
      const token = newSessionToken();
      const { id } = await sessions.insert({
        userId: input.userId,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(Date.now() + sessionLifetimeMs(input.rememberMe)),
        userAgent: input.userAgent?.slice(0, 512) ?? null,
        ip: input.ip,
      });
      return { token, sessionId: id };
    },

    /** The caller behind a cookie token (and what the gateway enforces for it), or null when the session is unknown, revoked or expired. */
    async resolve(token: string): Promise<SessionResolveAnswer | null> {
      const now = new Date();
      const live = await sessions.findLive(hashSessionToken(token), now);
      if (!live) return null;
      // Every /api call resolves; write last_seen_at at most once a minute.
      if (now.getTime() - live.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS)
        await sessions.touch(live.sessionId, now);
      return {
        caller: {
          userId: live.userId,
          familyId: live.familyId,
          role: live.role,
          plan: effectivePlan(live, now),
          sessionId: live.sessionId,
          canEditSchedule: live.role === 'admin' || (live.role === 'parent' && live.canEditSchedule),
          language: live.language,
        },
        access: { canViewFinances: live.canViewFinances },
      };
    },

    async revoke(target: { userId: number; sessionId: number } | { token: string }): Promise<void> {
      const now = new Date();
      if ('token' in target) await sessions.revokeByTokenHash(hashSessionToken(target.token), now);
      else await sessions.revokeById(target.userId, target.sessionId, now);
    },

    /** The member's live sessions; `current` marks the one making the call. */
    async listActive(userId: number, currentSessionId: number | undefined): Promise<ActiveSession[]> {
      const rows = await sessions.listLive(userId, new Date());
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        userAgent: summariseUserAgent(row.userAgent),
        ip: row.ip,
        current: row.id === currentSessionId,
      }));
    },

    /** Revokes one of the member's own sessions; anybody else's (or an ended one) is not found. */
    async revokeOwn(userId: number, sessionId: number): Promise<void> {
      if (!(await sessions.revokeById(userId, sessionId, new Date()))) throw notFound('Session');
    },

    /** Every session of the member, or every one but `keepSessionId` (after a password change). */
    async revokeAll(userId: number, keepSessionId?: number): Promise<number> {
      return sessions.revokeAll(userId, new Date(), keepSessionId);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
