import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { errorCodes } from '@familyhub/contracts';
import { logger } from '@familyhub/server-kit';
import { addressBucket } from './live/address-bucket';
import { errorBody } from './error-answer';

/**
 * Counts calls per key and fixed one-minute window (aligned to the clock) for every gateway at once: with it, N
 * gateways allow `perMinute` calls from an address in all, not N × `perMinute`.
 */
export interface SharedRateCounter {
  /** This call's number in `key`'s current window, and when the window ends (ms since the epoch). */
  count(key: string, now: number): Promise<{ count: number; resetAt: number }>;
}

/** The gateways' per-minute counts in Redis (`REDIS_URL`): one INCR per call, each window's key expiring with it. */
export function createRedisRateCounter(redis: Redis, prefix = 'familyhub:gateway:rate:'): SharedRateCounter {
  return {
    async count(key, now) {
      const window = Math.floor(now / MINUTE_MS);
      const redisKey = `${prefix}${key}:${window}`;
      const replies = await redis.multi().incr(redisKey).pexpire(redisKey, MINUTE_MS).exec();
      const [error, count] = replies?.[0] ?? [new Error('no answer from Redis'), 0];
      if (error) throw error;
      return { count: Number(count), resetAt: (window + 1) * MINUTE_MS };
    },
  };
}

export interface AddressRateLimitOptions {
  /** Requests one address (an IPv6 /64) may make per minute; 0 turns the limit off. */
  perMinute: number;
  /** Addresses tracked at most; past it the stalest is forgotten, so memory stays bounded. */
  maxTracked?: number;
  message: string;
  now?: () => number;
  /** Counts across every gateway (Redis); while it cannot answer, this gateway counts in memory. */
  shared?: { counter: SharedRateCounter; name: string };
  /** What one count is for; default the client address (an IPv6 /64). A personal API token's limit keys by token. */
  keyOf?: (req: Request) => string;
}

const MINUTE_MS = 60_000;

/**
 * A fixed one-minute window per client address (an IPv4 address, an IPv6 /64), answering 429 with Retry-After
 * past `perMinute`. Reads req.clientAddress, which the gateway derived from the socket and TRUST_PROXY.
 */
export function addressRateLimit(
  options: AddressRateLimitOptions,
  applies: (req: Request) => boolean = () => true,
): RequestHandler {
  const now = options.now ?? Date.now;
  const maxTracked = options.maxTracked ?? 100_000;
  const windows = new Map<string, { startedAt: number; count: number }>();
  const countInMemory = (key: string, at: number) => {
    let window = windows.get(key);
    if (!window || at - window.startedAt >= MINUTE_MS) window = { startedAt: at, count: 0 };
    window.count += 1;
    windows.delete(key);
    windows.set(key, window);
    if (windows.size > maxTracked) windows.delete(windows.keys().next().value as string);
    return { count: window.count, resetAt: window.startedAt + MINUTE_MS };
  };
  const log = logger.child({ service: 'gateway' });
  return (req, res, next) => {
    if (options.perMinute <= 0 || !applies(req)) return next();
    const key = options.keyOf ? options.keyOf(req) : addressBucket(req.clientAddress ?? undefined);
    const at = now();
    const decide = ({ count, resetAt }: { count: number; resetAt: number }) => {
      if (count <= options.perMinute) return next();
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil((resetAt - at) / 1000))));
      res.setHeader('Cache-Control', 'no-store');
      res.status(429).json(errorBody(req, errorCodes.rateLimited, options.message));
    };
    if (!options.shared) return decide(countInMemory(key, at));
    options.shared.counter.count(`${options.shared.name}:${key}`, at).then(decide, (err: unknown) => {
      log.warn({ err }, 'counting this call in memory: Redis did not answer');
      decide(countInMemory(key, at));
    });
  };
}
