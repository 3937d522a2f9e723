import { Router } from 'express';
import { callerOf, parseId } from '@familyhub/server-kit';
import { clearSessionCookie } from './session-cookie';
import type { SessionsService } from './sessions.service';

/** Settings › Security: the caller's own sessions, each revocable, or all at once. */
export function activeSessionsRouter(sessions: SessionsService): Router {
  const router = Router();

  router.get('/api/auth/sessions', async (req, res) => {
    const caller = callerOf(req);
    res.json(await sessions.listActive(caller.userId, caller.sessionId));
  });

  // Before /:id, so "revoke-all" is never read as an id.
  router.post('/api/auth/sessions/revoke-all', async (req, res) => {
    const caller = callerOf(req);
    await sessions.revokeAll(caller.userId);
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  router.delete('/api/auth/sessions/:id', async (req, res) => {
    const caller = callerOf(req);
    const sessionId = parseId(req.params.id, 'Session');
    await sessions.revokeOwn(caller.userId, sessionId);
    if (sessionId === caller.sessionId) clearSessionCookie(req, res);
    res.status(204).end();
  });

  return router;
}
