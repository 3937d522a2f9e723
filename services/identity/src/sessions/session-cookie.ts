import type { CookieOptions, Request, Response } from 'express';
import { sessionCookieName } from '@familyhub/server-kit';

/**
 * The session cookie for this request: over HTTPS (x-forwarded-proto from the gateway, trusted from loopback) it is
 * `__Host-fh_session`, Secure, Path=/ and without Domain; over plain HTTP `fh_session` without Secure.
 */
export function sessionCookie(req: Request): { name: string; options: CookieOptions } {
  const secure = req.protocol === 'https';
  return {
    name: sessionCookieName(secure),
    options: { httpOnly: true, sameSite: 'lax', path: '/', secure },
  };
}

/** Tells the browser to forget the session cookie (signed out, revoked, account deleted). */
export function clearSessionCookie(req: Request, res: Response): void {
  const cookie = sessionCookie(req);
  res.clearCookie(cookie.name, cookie.options);
}
