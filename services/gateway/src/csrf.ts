import type { Request, RequestHandler } from 'express';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'FamilyHub';

/** The origin this request reached us at (protocol honours x-forwarded-proto from trusted proxies). */
function ownOrigin(req: Request): string | undefined {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : undefined;
}

/**
 * State-changing /api calls must carry `X-Requested-With: FamilyHub` (a cross-site form cannot,
 * and a cross-site fetch with it needs a preflight we never grant) and, when the browser sends an
 * Origin, it must be ours (or one listed in `allowedOrigins`).
 */
export function csrfProtection(allowedOrigins: readonly string[] = []): RequestHandler {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/$/, '').toLowerCase()));
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const marker = req.get(CSRF_HEADER);
    const origin = req.get('origin');
    let reason: string | undefined;
    if (marker !== CSRF_HEADER_VALUE) {
      reason = 'This request is missing the FamilyHub request header';
    } else if (origin !== undefined) {
      const normalized = origin.toLowerCase();
      if (normalized !== ownOrigin(req)?.toLowerCase() && !allowed.has(normalized)) {
        reason = 'This request came from another site';
      }
    }
    if (!reason) return next();
    req.log?.warn({ origin, marker }, 'csrf check failed');
    res.status(403).json({
      error: 'csrf_failed',
      message: `${reason} and was refused. Please reload the page and try again.`,
    });
  };
}
