import { Router, type Request, type Response } from 'express';
import { signInBody, signUpBody, twoFactorSignInBody, type DemoInfo } from '@familyhub/contracts';
import { callerOf, clientAddressOf, parse, readSessionCookie } from '@familyhub/server-kit';
import { clearSessionCookie, sessionCookie, REMEMBERED_SESSION_MS, type SessionsService } from '../sessions';
import type { AuthService, ClientInfo, SignedIn } from './auth.service';

function clientOf(req: Request): ClientInfo {
  return { ip: clientAddressOf(req), userAgent: req.get('user-agent') ?? null };
}

function answerSignedIn(req: Request, res: Response, signedIn: SignedIn, status: number) {
  const cookie = sessionCookie(req);
  res.cookie(cookie.name, signedIn.token, {
    ...cookie.options,
    // Without "remember me" a browser-session cookie (no Max-Age); the row itself expires in 12 hours.
    ...(signedIn.rememberMe ? { maxAge: REMEMBERED_SESSION_MS } : {}),
  });
  res.status(status).json(signedIn.session);
}

export function authRouter(auth: AuthService, sessions: SessionsService): Router {
  const router = Router();

  router.post('/api/auth/sign-up', async (req, res) => {
    const body = parse(signUpBody, req.body);
    answerSignedIn(req, res, await auth.signUp(body, clientOf(req)), 201);
  });

  router.post('/api/auth/sign-in', async (req, res) => {
    const body = parse(signInBody, req.body);
    const outcome = await auth.signIn(body, clientOf(req));
    if ('twoFactorRequired' in outcome) res.json(outcome);
    else answerSignedIn(req, res, outcome, 200);
  });

  router.post('/api/auth/sign-in/2fa', async (req, res) => {
    const body = parse(twoFactorSignInBody, req.body);
    answerSignedIn(req, res, await auth.completeTwoFactorSignIn(body, clientOf(req)), 200);
  });

  router.post('/api/auth/sign-out', async (req, res) => {
    const token = readSessionCookie(req.get('cookie'), req.protocol === 'https');
    if (req.caller?.sessionId)
      await sessions.revoke({ userId: req.caller.userId, sessionId: req.caller.sessionId });
    else if (token) await sessions.revoke({ token });
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  router.get('/api/auth/me', async (req, res) => {
    const caller = callerOf(req);
    res.json(await auth.me(caller.familyId, caller.userId));
  });

  router.get('/api/auth/demo', (_req, res) => {
    const info: DemoInfo = { enabled: auth.demoEnabled() };
    res.json(info);
  });

  router.post('/api/auth/demo-sign-in', async (req, res) => {
    answerSignedIn(req, res, await auth.demoSignIn(clientOf(req)), 200);
  });

  return router;
}
