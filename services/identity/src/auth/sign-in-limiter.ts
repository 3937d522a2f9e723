import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { RateLimited } from '@familyhub/server-kit';

/** 429 for an account, address or network that failed too often, answered with Retry-After. */
export class SignInRateLimited extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super('Too many sign-in attempts. Try again in a few minutes.', retryAfterSeconds);
  }
}

export interface WindowLimit {
  maxFailures: number;
  windowMs: number;
}

export interface AttemptLimits {
  /**
   * Per account (a hash of the normalised username, or the user id for checks of a signed-in member): the first
   * `freeFailures` come at once, then each further attempt waits twice as long as the last, from `baseDelayMs`
   * up to `maxDelayMs` — a slowdown, never a lockout. Forgotten `forgetAfterMs` after the last failure.
   */
  account: { freeFailures: number; baseDelayMs: number; maxDelayMs: number; forgetAfterMs: number };
  /** Per client address (as the gateway saw it), across every account. */
  address: WindowLimit;
  /** Per IPv6 /64: one subscriber usually holds a whole /64 and could rotate through it. */
  network: WindowLimit;
  /** Keys tracked per bucket at most; past it the stalest is forgotten, so memory stays bounded. */
  maxTrackedKeys: number;
}

const MINUTE = 60_000;

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  account: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 5 * MINUTE, forgetAfterMs: 60 * MINUTE },
  address: { maxFailures: 20, windowMs: 15 * MINUTE },
  network: { maxFailures: 100, windowMs: 15 * MINUTE },
  maxTrackedKeys: 50_000,
};

export interface SignInLimiterOptions {
  limits?: Partial<AttemptLimits>;
  now?: () => number;
}

/** What one attempt is counted against: a check (sign-in, two-factor, …), the account, the client address. */
export interface AttemptKeys {
  scope: 'sign-in' | 'two-factor' | 'password-change' | 'account-deletion';
  account: string | number;
  address: string | null;
}

/** A reserved attempt: counted as a failure until `succeeded()` says otherwise. */
export interface Attempt {
  succeeded(): void;
}

/**
 * Counts attempts and refuses with SignInRateLimited (429) when one must wait: `SignInLimiter` in memory (one
 * identity instance), `createRedisAttemptLimiter` when `REDIS_URL` is set (every instance counts the same).
 */
export interface AttemptLimiter {
  reserve(keys: AttemptKeys): Attempt | Promise<Attempt>;
}

/** A Map that forgets its stalest keys (least recently written) past a size. */
class BoundedMap<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) {
      const stalest = this.entries.keys().next().value as string;
      this.entries.delete(stalest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The /64 an IPv6 address belongs to (its first four groups), or null for anything else. */
export function ipv6Network(address: string): string | null {
  const plain = address.replace(/^\[|\]$/g, '').split('%')[0];
  if (!isIPv6(plain) || plain.toLowerCase().startsWith('::ffff:')) return null;
  const [head, tail = ''] = plain.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = plain.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = plain.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts attempts at a password or code before the slow check runs (so a burst of parallel guesses cannot all be
 * evaluated) per account, per client address and per IPv6 /64. In memory: one identity process (several share
 * theirs through Redis: `createRedisAttemptLimiter`); a restart forgets the counts, which errs on the user's side.
 * Every map is bounded.
 */
export class SignInLimiter implements AttemptLimiter {
  private readonly limits: AttemptLimits;
  private readonly now: () => number;
  private readonly accounts: BoundedMap<{ failures: number; lastAt: number }>;
  private readonly addresses: BoundedMap<number[]>;
  private readonly networks: BoundedMap<number[]>;

  constructor(options: SignInLimiterOptions = {}) {
    this.limits = { ...DEFAULT_ATTEMPT_LIMITS, ...options.limits };
    this.now = options.now ?? Date.now;
    this.accounts = new BoundedMap(this.limits.maxTrackedKeys);
    this.addresses = new BoundedMap(this.limits.maxTrackedKeys);
    this.networks = new BoundedMap(this.limits.maxTrackedKeys);
  }

  /** Counts one attempt now, or throws SignInRateLimited when the account, address or network must wait. */
  reserve(keys: AttemptKeys): Attempt {
    const now = this.now();
    const accountKey = createHash('sha256').update(`${keys.scope}|${keys.account}`).digest('base64url');
    const network = keys.address ? ipv6Network(keys.address) : null;
    const waits = [
      this.accountWait(accountKey, now),
      keys.address ? this.windowWait(this.addresses, keys.address, this.limits.address, now) : 0,
      network ? this.windowWait(this.networks, network, this.limits.network, now) : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw new SignInRateLimited(Math.max(1, Math.ceil(wait / 1000)));

    const account = this.liveAccount(accountKey, now);
    this.accounts.set(accountKey, { failures: (account?.failures ?? 0) + 1, lastAt: now });
    if (keys.address) this.count(this.addresses, keys.address, this.limits.address, now);
    if (network) this.count(this.networks, network, this.limits.network, now);

    let settled = false;
    return {
      succeeded: () => {
        if (settled) return;
        settled = true;
        this.accounts.delete(accountKey);
        if (keys.address) this.uncount(this.addresses, keys.address, now);
        if (network) this.uncount(this.networks, network, now);
      },
    };
  }

  /** Keys tracked across the buckets (for tests and metrics). */
  get trackedKeys(): number {
    return this.accounts.size + this.addresses.size + this.networks.size;
  }

  private liveAccount(key: string, now: number) {
    const account = this.accounts.get(key);
    if (account && now - account.lastAt > this.limits.account.forgetAfterMs) {
      this.accounts.delete(key);
      return undefined;
    }
    return account;
  }

  private accountWait(key: string, now: number): number {
    const account = this.liveAccount(key, now);
    const { freeFailures, baseDelayMs, maxDelayMs } = this.limits.account;
    if (!account || account.failures < freeFailures) return 0;
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(30, account.failures - freeFailures));
    return Math.max(0, account.lastAt + delay - now);
  }

  private recent(map: BoundedMap<number[]>, key: string, limit: WindowLimit, now: number): number[] {
    return (map.get(key) ?? []).filter((at) => at > now - limit.windowMs);
  }

  private windowWait(map: BoundedMap<number[]>, key: string, limit: WindowLimit, now: number): number {
    const recent = this.recent(map, key, limit, now);
    if (recent.length < limit.maxFailures) return 0;
    return recent[recent.length - limit.maxFailures] + limit.windowMs - now;
  }

  private count(map: BoundedMap<number[]>, key: string, limit: WindowLimit, now: number): void {
    // Only the newest maxFailures matter, so an entry never grows past that.
    map.set(key, [...this.recent(map, key, limit, now), now].slice(-limit.maxFailures));
  }

  private uncount(map: BoundedMap<number[]>, key: string, at: number): void {
    const times = map.get(key);
    if (!times) return;
    const index = times.lastIndexOf(at);
    if (index >= 0) times.splice(index, 1);
    if (times.length === 0) map.delete(key);
  }
}
