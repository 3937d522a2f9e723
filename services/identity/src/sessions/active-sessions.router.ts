import type { Router } from 'express';
import { securityEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import { clearSessionCookie } from './session-cookie';
import type { SessionsService } from './sessions.service';

/** Settings › Security: the caller's own sessions, each revocable, or all at once. */
export function activeSessionsRouter(sessions: SessionsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.sessions, ({ caller }) => sessions.listActive(caller.userId, caller.sessionId));
    bind(endpoints.revokeAllSessions, async ({ caller }, req, res) => {
      await sessions.revokeAll(caller.userId);
      clearSessionCookie(req, res);
    });
    bind(endpoints.revokeSession, async ({ caller, params }, req, res) => {
      await sessions.revokeOwn(caller.userId, params.id);
      if (params.id === caller.sessionId) clearSessionCookie(req, res);
    });
  });
}
