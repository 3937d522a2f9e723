import { createHash, randomBytes } from 'node:crypto';

/** A fresh cookie token: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table does not hand out live sessions. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const HOUR_MS = 60 * 60 * 1000;
export const REMEMBERED_SESSION_MS = 30 * 24 * HOUR_MS;
export const BROWSER_SESSION_MS = 12 * HOUR_MS;

export function sessionLifetimeMs(rememberMe: boolean): number {
  return rememberMe ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS;
}
