/** The session cookie (docs/architecture.md "Identity across the gateway"): identity sets it, the gateway reads it. */
export const SESSION_COOKIE = 'fh_session';
/**
 * Its name over HTTPS. The browser keeps a `__Host-` cookie only when it is Secure, has Path=/ and no Domain, so a
 * sibling subdomain or a plain-HTTP page can neither set nor shadow the session (a planted `fh_session` is ignored).
 * Plain HTTP (a local `npm start`, the browser tests on 127.0.0.1) cannot set Secure cookies, so it keeps the bare name.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session cookie's name for a request that reached the gateway over HTTPS (`secure`) or plain HTTP. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token in a Cookie header, under the name for the request's protocol, or undefined. */
export function readSessionCookie(cookieHeader: string | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  const name = sessionCookieName(secure);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (!value) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
