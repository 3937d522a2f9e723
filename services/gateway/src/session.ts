import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { errorCodes, sessionResolveAnswer } from '@familyhub/contracts';
import {
  CALLER_HEADER,
  HttpError,
  logger,
  REQUEST_ID_HEADER,
  signCaller,
  type Caller,
} from '@familyhub/server-kit';
import { createTtlCache } from './ttl-cache';

const RESOLVE_PATH = '/internal/sessions/resolve';

export interface SessionResolverOptions {
  identityUrl: string;
  internalKey: string;
  /** How long a resolved session is reused without asking identity again (ms, default 5000). */
  cacheMs?: number;
  timeoutMs?: number;
  /** Resolved sessions kept for every gateway at once (Redis): a token one gateway forgets, all forget. */
  shared?: SharedSessionCache;
}

/** Resolved sessions by token hash, shared by the gateways (never the token itself). */
export interface SharedSessionCache {
  get(key: string): Promise<ResolvedSession | null>;
  set(key: string, session: ResolvedSession, ms: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The gateways' session cache in Redis (`REDIS_URL`): each answer under its token's hash, expiring after cacheMs. */
export function createRedisSessionCache(
  redis: Redis,
  prefix = 'familyhub:gateway:session:',
): SharedSessionCache {
  return {
    async get(key) {
      const stored = await redis.get(prefix + key);
      return stored ? (JSON.parse(stored) as ResolvedSession) : null;
    },
    async set(key, session, ms) {
      await redis.set(prefix + key, JSON.stringify(session), 'PX', ms);
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Who is calling, and what the gateway itself enforces for them (the money domain, domain-gate.ts). */
export interface ResolvedSession {
  caller: Caller;
  access: { canViewFinances: boolean };
}

export interface SessionResolver {
  /** The caller for a session token; null when identity does not know it (or it expired). */
  resolve(token: string, requestId: string): Promise<ResolvedSession | null>;
  /** Forgets a token at once (sign-out, a change of plan or role through the gateway). */
  forget(token: string): void;
}

/**
 * Asks identity who owns a session token. Answers are kept a few seconds (keyed by the token's
 * hash, never the token) so a page's burst of calls costs one lookup; concurrent lookups share one call.
 */
export function createSessionResolver(options: SessionResolverOptions): SessionResolver {
  const cacheMs = options.cacheMs ?? 5000;
  const cache = createTtlCache<ResolvedSession>();
  const inFlight = new Map<string, Promise<ResolvedSession | null>>();
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

  async function ask(token: string, requestId: string): Promise<ResolvedSession | null> {
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
    if (res.status === 401 || res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw unavailable();
    }
    const answer = sessionResolveAnswer.safeParse(await res.json().catch(() => null));
    if (!answer.success) return null;
    return { caller: answer.data.caller, access: answer.data.access ?? { canViewFinances: false } };
  }

  const shared = options.shared;
  const log = logger.child({ service: 'gateway' });
  /** The shared cache's answer, or undefined when it has none or cannot answer (then identity is asked). */
  const fromShared = async (key: string) =>
    shared?.get(key).catch((err: unknown) => {
      log.warn({ err }, 'the shared session cache is not answering; asking identity');
      return null;
    });

  return {
    async resolve(token, requestId) {
      const key = keyOf(token);
      if (shared && cacheMs > 0) {
        const known = await fromShared(key);
        if (known) return known;
      }
      const hit = shared ? undefined : cache.get(key);
      if (hit) return hit;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const lookup = ask(token, requestId)
        .then((session) => {
          // A token forgotten while its lookup was in flight (sign-out) is not cached again.
          if (session && cacheMs > 0 && inFlight.get(key) === lookup && shared) {
            void shared
              .set(key, session, cacheMs)
              .catch((err: unknown) => log.warn({ err }, 'could not share a resolved session'));
          } else if (session && cacheMs > 0 && inFlight.get(key) === lookup) {
            cache.set(key, session, Date.now() + cacheMs);
          }
          return session;
        })
        .finally(() => {
          if (inFlight.get(key) === lookup) inFlight.delete(key);
        });
      inFlight.set(key, lookup);
      return lookup;
    },
    forget(token) {
      const key = keyOf(token);
      cache.delete(key);
      inFlight.delete(key);
      void shared
        ?.delete(key)
        .catch((err: unknown) => log.warn({ err }, 'could not forget a shared session'));
    },
  };
}

function unavailable(): HttpError {
  return new HttpError(
    503,
    errorCodes.unavailable,
    'The Account service is unavailable right now. Please try again shortly.',
  );
}
