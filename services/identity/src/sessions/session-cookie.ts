import type { CookieOptions, Request } from 'express';

/** Secure whenever the browser spoke HTTPS to the gateway (x-forwarded-proto, trusted from loopback). */
export function sessionCookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: req.protocol === 'https' };
}
