import { Router } from 'express';
import { sessionResolveBody, type SessionResolveAnswer } from '@familyhub/contracts';
import { forbidden, parse, unauthenticated } from '@familyhub/server-kit';
import type { SessionsService } from './sessions.service';

/** Reached only through the gateway's signature (checked by the service frame). */
export function sessionsRouter(sessions: SessionsService): Router {
  const router = Router();
  router.post('/internal/sessions/resolve', async (req, res) => {
    // The gateway resolves before it knows anybody: a call signed for a caller is not the gateway's.
    if (req.caller) throw forbidden('Only the gateway resolves sessions');
    const { token } = parse(sessionResolveBody, req.body);
    const answer: SessionResolveAnswer | null = await sessions.resolve(token);
    if (!answer) throw unauthenticated('The session has ended. Please sign in again.');
    res.json(answer);
  });
  return router;
}
