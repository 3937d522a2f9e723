import type { RequestHandler } from 'express';
import { bearerTokenOf } from './api-tokens';
import { errorBody } from './error-answer';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'FamilyHub';

/** Calls under /api whose authority is a signed token in the URL, never the session (identity checks it). */
const TOKEN_AUTHORISED = new Set(['/notifications/unsubscribe']);

const LOOPBACK_HOSTNAME = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** `localhost`, `127.x.y.z` or `[::1]`, with or without a port. */
export function isLoopbackHost(host: string): boolean {
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return LOOPBACK_HOSTNAME.test(hostname);
}

const normaliseOrigin = (origin: string) => origin.replace(/\/$/, '').toLowerCase();

/** The hosts (name:port) of the configured public origins. */
function hostsOf(origins: readonly string[]): Set<string> {
  const hosts = new Set<string>();
  for (const origin of origins) {
    try {
      hosts.add(new URL(origin).host.toLowerCase());
    } catch {
      // Not a URL: it cannot match a Host header either.
    }
  }
  return hosts;
}

/**
 * /api answers only under a name it is served at: a loopback name (the local demo) or a configured public
 * origin (PUBLIC_ORIGIN). A DNS-rebinding page — a foreign name resolving to this machine — gets 421 before
 * anything else runs, so it can neither sign in nor read. /api/health stays open for probes by address.
 */
export function hostCheck(publicOrigins: readonly string[] = []): RequestHandler {
  const hosts = hostsOf(publicOrigins);
  return (req, res, next) => {
    const host = (req.get('host') ?? '').toLowerCase();
    if (req.path === '/health' || isLoopbackHost(host) || hosts.has(host)) return next();
    req.log?.warn({ host }, 'unknown host refused');
    res
      .status(421)
      .json(
        errorBody(
          req,
          'unknown_host',
          'FamilyHub is not served under this address. Open it at its configured address.',
        ),
      );
  };
}

/**
 * State-changing /api calls must carry `X-Requested-With: FamilyHub` (a cross-site form cannot,
 * and a cross-site fetch with it needs a preflight we never grant) and, when the browser sends an
 * Origin, it must be a configured public origin (`allowedOrigins`) or the loopback origin the request came to.
 * A call with `Authorization: Bearer` (a personal API token) is exempt: a cross-site page cannot send that header
 * without a preflight either, and such a call never uses the session cookie (app.ts). So is an email's one-click
 * unsubscribe (RFC 8058: the mail client posts it plainly): the signed token in its URL is its only authority.
 */
export function csrfProtection(allowedOrigins: readonly string[] = []): RequestHandler {
  const allowed = new Set(allowedOrigins.map(normaliseOrigin));
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || bearerTokenOf(req) !== null) return next();
    if (TOKEN_AUTHORISED.has(req.path)) return next();
    const marker = req.get(CSRF_HEADER);
    const origin = req.get('origin');
    const refuse = (message: string) => {
      req.log?.warn({ origin, marker }, 'csrf check failed');
      res.status(403).json(errorBody(req, 'csrf_failed', message));
    };
    if (marker !== CSRF_HEADER_VALUE) {
      return refuse(
        'This request is missing the FamilyHub request header and was refused. Please reload the page and try again.',
      );
    }
    if (origin !== undefined) {
      // Never the request's own Host alone: only a configured origin, or a loopback one the request came to.
      const normalized = normaliseOrigin(origin);
      const host = (req.get('host') ?? '').toLowerCase();
      const sameLoopback = isLoopbackHost(host) && normalized === `${req.protocol}://${host}`;
      if (!sameLoopback && !allowed.has(normalized)) {
        return refuse(
          'This request came from another site and was refused. Please reload the page and try again.',
        );
      }
    }
    next();
  };
}
