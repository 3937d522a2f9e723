import type { Request, Response, Router } from 'express';
import { authEndpoints as endpoints } from '@familyhub/contracts';
import { clientAddressOf, endpointRouter, readSessionCookie } from '@familyhub/server-kit';
import { clearSessionCookie, sessionCookie, REMEMBERED_SESSION_MS, type SessionsService } from '../sessions';
import type { AuthService, ClientInfo, SignedIn } from './auth.service';

function clientOf(req: Request): ClientInfo {
  return { ip: clientAddressOf(req), userAgent: req.get('user-agent') ?? null };
}

/** Sets the session cookie of a sign-in; the answer is the session. */
function setSessionCookie(req: Request, res: Response, signedIn: SignedIn) {
  const cookie = sessionCookie(req);
  res.cookie(cookie.name, signedIn.token, {
    ...cookie.options,
    // Without "remember me" a browser-session cookie (no Max-Age); the row itself expires in 12 hours.
    ...(signedIn.rememberMe ? { maxAge: REMEMBERED_SESSION_MS } : {}),
  });
  return signedIn.session;
}

export function authRouter(auth: AuthService, sessions: SessionsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.signUp, async ({ body }, req, res) =>
      setSessionCookie(req, res, await auth.signUp(body, clientOf(req))),
    );
    bind(endpoints.signIn, async ({ body }, req, res) => {
      const outcome = await auth.signIn(body, clientOf(req));
      return 'twoFactorRequired' in outcome ? outcome : setSessionCookie(req, res, outcome);
    });
    bind(endpoints.signInTwoFactor, async ({ body }, req, res) =>
      setSessionCookie(req, res, await auth.completeTwoFactorSignIn(body, clientOf(req))),
    );
    bind(endpoints.signOut, async ({ caller }, req, res) => {
      const token = readSessionCookie(req.get('cookie'), req.protocol === 'https');
      if (caller?.sessionId) await sessions.revoke({ userId: caller.userId, sessionId: caller.sessionId });
      else if (token) await sessions.revoke({ token });
      clearSessionCookie(req, res);
    });
    bind(endpoints.me, ({ caller }) => auth.me(caller.familyId, caller.userId));
    bind(endpoints.demo, () => ({ enabled: auth.demoEnabled() }));
    bind(endpoints.demoSignIn, async (_input, req, res) =>
      setSessionCookie(req, res, await auth.demoSignIn(clientOf(req))),
    );
  });
}
