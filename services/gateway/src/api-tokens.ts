import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  API_TOKEN_PREFIX,
  apiTokenResolveAnswer,
  errorCodes,
  type ApiTokenResolveAnswer,
  type DomainId,
} from '@familyhub/contracts';
import {
  CALLER_HEADER,
  HttpError,
  REQUEST_ID_HEADER,
  signCaller,
  type ServiceName,
} from '@familyhub/server-kit';
import { createTtlCache } from './ttl-cache';

const RESOLVE_PATH = '/internal/api-tokens/resolve';
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export const apiTokenErrorCodes = {
  forbidden: 'api_token_forbidden',
  readOnly: 'api_token_read_only',
  otherDomain: 'api_token_domain',
} as const;

export const API_TOKEN_NOT_VALID =
  'This API token is not valid: it was revoked, has expired or never existed. Create a new one in Settings › Security.';

/** A call made with a personal API token: the member it acts as, and the token's own limits. */
export type ResolvedApiToken = ApiTokenResolveAnswer;

/**
 * The token of `Authorization: Bearer <token>`, or null when the call carries no bearer token (then the session
 * cookie, if any, decides). Any other scheme (Basic, …) is not ours and is ignored like an absent header.
 */
export function bearerTokenOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = BEARER.exec(header);
  return match ? match[1] : null;
}

/** The key a token is counted and cached under: its digest, so the token itself is never held. */
export function apiTokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface ApiTokenResolverOptions {
  identityUrl: string;
  internalKey: string;
  /** How long a resolved token is reused without asking identity again (ms, default 5000). */
  cacheMs?: number;
  timeoutMs?: number;
}

export interface ApiTokenResolver {
  /** The member behind a bearer token; null when identity does not know it (revoked, expired, never made). */
  resolve(token: string, requestId: string): Promise<ResolvedApiToken | null>;
  /** Forgets every cached token (identity changed something: a token revoked, a member removed, a role changed). */
  forgetAll(): void;
}

/**
 * Asks identity who a personal API token acts for. Answers are kept a few seconds in this gateway (by the token's
 * digest) and never past the token's expiry; any change made through identity forgets them all, so a revoked token
 * stops at once here (and within `cacheMs` on other gateways).
 */
export function createApiTokenResolver(options: ApiTokenResolverOptions): ApiTokenResolver {
  const cacheMs = options.cacheMs ?? 5000;
  const cache = createTtlCache<ResolvedApiToken>();
  let generation = 0;

  async function ask(token: string, requestId: string): Promise<ResolvedApiToken | null> {
    let res: Response;
    try {
      res = await fetch(options.identityUrl + RESOLVE_PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [REQUEST_ID_HEADER]: requestId,
          [CALLER_HEADER]: signCaller(options.internalKey, {
            caller: null,
            method: 'POST',
            path: RESOLVE_PATH,
            audience: 'identity',
            requestId,
          }),
        },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
      });
    } catch {
      throw unavailable();
    }
    if (res.status === 400 || res.status === 401 || res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw unavailable();
    }
    const answer = apiTokenResolveAnswer.safeParse(await res.json().catch(() => null));
    return answer.success ? answer.data : null;
  }

  return {
    async resolve(token, requestId) {
      // Not one of ours: no need to ask identity.
      if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 512) return null;
      const key = apiTokenKey(token);
      const hit = cache.get(key);
      if (hit) return hit;
      const asked = generation;
      const resolved = await ask(token, requestId);
      // Forgotten while it was being asked (a revocation): not cached again.
      if (resolved && cacheMs > 0 && asked === generation) {
        cache.set(key, resolved, Math.min(Date.now() + cacheMs, Date.parse(resolved.token.expiresAt)));
      }
      return resolved;
    },
    forgetAll() {
      generation += 1;
      cache.clear();
    },
  };
}

interface ForbiddenRoute {
  matches(method: string, path: string): boolean;
  /** "An API token cannot …" */
  action: string;
}

const under = (prefix: string) => (_method: string, path: string) =>
  path === prefix || path.startsWith(`${prefix}/`);

/**
 * What a token can never do, whatever its scope and its member's role: the account's own keys and its end
 * (issue #29). Identity's routes for them, matched as identity's router matches (any case, trailing slash).
 */
const forbiddenRoutes: readonly ForbiddenRoute[] = [
  { matches: under('/api/auth/api-tokens'), action: 'manage API tokens' },
  { matches: under('/api/auth/sessions'), action: 'manage sessions' },
  { matches: under('/api/auth/2fa'), action: 'manage two-factor sign-in' },
  // The rest of /api/auth signs in and out; only "who am I" is open to a token.
  {
    matches: (_m, path) => under('/api/auth')(_m, path) && path !== '/api/auth/me',
    action: 'sign in or out',
  },
  { matches: under('/api/user'), action: 'change a password' },
  { matches: under('/api/subscription'), action: 'manage billing or the subscription' },
  { matches: under('/api/account'), action: 'export or delete an account' },
  {
    matches: (method, path) => method === 'DELETE' && /^\/api\/users\/[^/]+$/.test(path),
    action: 'remove a family member',
  },
  { matches: under('/api/platform/admin'), action: 'run the platform console' },
];

/** The path as identity's router would match it: decoded, lower-case, single slashes, no trailing slash. */
function normalisedPath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const single = decoded.toLowerCase().replace(/\/{2,}/g, '/');
  return single.length > 1 ? single.replace(/\/$/, '') : single;
}

const READS = new Set(['GET', 'HEAD']);

export function tokenForbidden(action: string): HttpError {
  return new HttpError(
    403,
    apiTokenErrorCodes.forbidden,
    `An API token cannot ${action}. Sign in to FamilyHub to do that.`,
  );
}

/**
 * Whether a token may make this call; null when it may, otherwise the 403 to answer. Checked before the call
 * is forwarded, so a service never sees a call the token may not make.
 */
export function apiTokenRefusal(
  method: string,
  path: string,
  service: ServiceName,
  token: ResolvedApiToken['token'],
): HttpError | null {
  const verb = method.toUpperCase();
  const normal = normalisedPath(path);
  if (normal === null) return tokenForbidden('make this call');
  const forbidden = forbiddenRoutes.find((route) => route.matches(verb, normal));
  if (forbidden) return tokenForbidden(forbidden.action);
  if (token.scope === 'read' && !READS.has(verb)) {
    return new HttpError(
      403,
      apiTokenErrorCodes.readOnly,
      'This API token is read-only: it can only read (GET). Create a read-write token to make changes.',
    );
  }
  if (token.domains) {
    // Identity is no domain: a limited token reads the member's account (who they are, their family), no more.
    const allowed = service === 'identity' ? READS.has(verb) : token.domains.includes(service as DomainId);
    if (!allowed) {
      return new HttpError(
        403,
        apiTokenErrorCodes.otherDomain,
        `This API token is limited to ${token.domains.join(', ')}: it cannot make this call.`,
      );
    }
  }
  return null;
}

export function invalidApiToken(): HttpError {
  return new HttpError(401, errorCodes.unauthenticated, API_TOKEN_NOT_VALID);
}

function unavailable(): HttpError {
  return new HttpError(
    503,
    errorCodes.unavailable,
    'The Account service is unavailable right now. Please try again shortly.',
  );
}
