import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { logger } from '@familyhub/server-kit';
import {
  DEFAULT_ATTEMPT_LIMITS,
  ipv6Network,
  SignInLimiter,
  SignInRateLimited,
  type Attempt,
  type AttemptKeys,
  type AttemptLimiter,
  type AttemptLimits,
} from './sign-in-limiter';

/**
 * One attempt, atomically: the waits of the account (slowdown after the free failures), the address and the /64
 * window; when none applies, the attempt is counted in all three. Answers the wait in ms, 0 when counted.
 * KEYS: account hash, address sorted set, network sorted set. ARGV: now, member, the limits, which windows apply.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
local free, base, maxDelay, forget = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local addrMax, addrWindow = tonumber(ARGV[7]), tonumber(ARGV[8])
local netMax, netWindow = tonumber(ARGV[9]), tonumber(ARGV[10])
local useAddr, useNet = ARGV[11] == '1', ARGV[12] == '1'
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local lastAt = tonumber(redis.call('HGET', KEYS[1], 't') or '0')
if failures > 0 and now - lastAt > forget then failures = 0 end
local wait = 0
if failures >= free then
  local delay = math.min(maxDelay, base * 2 ^ math.min(30, failures - free))
  wait = math.max(wait, lastAt + delay - now)
end
local function windowWait(key, max, window)
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count < max then return 0 end
  local nth = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
  return tonumber(nth[2]) + window - now
end
if useAddr then wait = math.max(wait, windowWait(KEYS[2], addrMax, addrWindow)) end
if useNet then wait = math.max(wait, windowWait(KEYS[3], netMax, netWindow)) end
if wait > 0 then return math.ceil(wait) end
redis.call('HSET', KEYS[1], 'f', failures + 1, 't', now)
redis.call('PEXPIRE', KEYS[1], forget)
if useAddr then
  redis.call('ZADD', KEYS[2], now, member)
  redis.call('PEXPIRE', KEYS[2], addrWindow)
end
if useNet then
  redis.call('ZADD', KEYS[3], now, member)
  redis.call('PEXPIRE', KEYS[3], netWindow)
end
return 0
`;

const PREFIX = 'familyhub:attempts:';

export interface RedisAttemptLimiterOptions {
  /** `REDIS_URL`, e.g. `redis://127.0.0.1:6379`. */
  url: string;
  limits?: Partial<AttemptLimits>;
  /** Key prefix (tests keep theirs apart). */
  prefix?: string;
}

export interface RedisAttemptLimiter extends AttemptLimiter {
  reserve(keys: AttemptKeys): Promise<Attempt>;
  close(): Promise<void>;
}

/**
 * The sign-in, two-factor, password-change and account-deletion limits counted in Redis, so every identity
 * instance (and so every gateway in front of them) counts the same attempts (issue #17). Same rules as the
 * in-memory `SignInLimiter`; each attempt is one Lua script, so parallel guesses through different instances cannot
 * slip past a limit. Keys expire on their own (the account after `forgetAfterMs`, the windows after theirs). While
 * Redis cannot answer, this instance counts in memory (logged) rather than refusing every sign-in.
 */
export function createRedisAttemptLimiter(options: RedisAttemptLimiterOptions): RedisAttemptLimiter {
  const limits: AttemptLimits = { ...DEFAULT_ATTEMPT_LIMITS, ...options.limits };
  const prefix = options.prefix ?? PREFIX;
  const log = logger.child({ service: 'identity', limiter: 'redis' });
  const redis = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  redis.on('error', (err) => log.warn({ err }, 'Redis for the sign-in limits is not answering'));
  const fallback = new SignInLimiter({ limits });

  return {
    async reserve(keys: AttemptKeys): Promise<Attempt> {
      const account = `${prefix}account:${createHash('sha256').update(`${keys.scope}|${keys.account}`).digest('base64url')}`;
      const network = keys.address ? ipv6Network(keys.address) : null;
      const address = `${prefix}address:${keys.address ?? '-'}`;
      const net = `${prefix}network:${network ?? '-'}`;
      const member = randomUUID();
      let wait: number;
      try {
        wait = Number(
          await redis.eval(
            RESERVE,
            3,
            account,
            address,
            net,
            Date.now(),
            member,
            limits.account.freeFailures,
            limits.account.baseDelayMs,
            limits.account.maxDelayMs,
            limits.account.forgetAfterMs,
            limits.address.maxFailures,
            limits.address.windowMs,
            limits.network.maxFailures,
            limits.network.windowMs,
            keys.address ? '1' : '0',
            network ? '1' : '0',
          ),
        );
      } catch (err) {
        log.warn({ err }, 'counting this attempt in memory: Redis did not answer');
        return fallback.reserve(keys);
      }
      if (wait > 0) throw new SignInRateLimited(Math.max(1, Math.ceil(wait / 1000)));
      let settled = false;
      return {
        succeeded() {
          if (settled) return;
          settled = true;
          const pipeline = redis.multi().del(account);
          if (keys.address) pipeline.zrem(address, member);
          if (network) pipeline.zrem(net, member);
          pipeline.exec().catch((err: unknown) => log.warn({ err }, 'could not clear a successful attempt'));
        },
      };
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
