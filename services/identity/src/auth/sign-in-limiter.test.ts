import { ipv6Network, SignInLimiter, SignInRateLimited, type AttemptKeys } from './sign-in-limiter';

describe('SignInLimiter', () => {
  let clock = 0;
  const limiter = (maxTrackedKeys = 1000) =>
    new SignInLimiter({
      now: () => clock,
      limits: {
        account: { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 },
        address: { maxFailures: 5, windowMs: 10_000 },
        network: { maxFailures: 8, windowMs: 10_000 },
        maxTrackedKeys,
      },
    });
  const keys = (account: string, address: string | null = null): AttemptKeys => ({
    scope: 'sign-in',
    account,
    address,
  });
  const waitOf = (l: SignInLimiter, k: AttemptKeys): number => {
    try {
      l.reserve(k);
      return 0;
    } catch (error) {
      if (error instanceof SignInRateLimited) return error.retryAfterSeconds;
      throw error;
    }
  };

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('counts an attempt when it is reserved, before its outcome is known', () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) l.reserve(keys('ana'));
    expect(() => l.reserve(keys('ana'))).toThrow(SignInRateLimited);
  });

  it('backs an account off twice as long after each further failure, up to the maximum', () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) l.reserve(keys('ana', `192.0.2.${i}`));
    expect(waitOf(l, keys('ana', '192.0.2.50'))).toBe(1);
    clock += 1000;
    l.reserve(keys('ana'));
    expect(waitOf(l, keys('ana'))).toBe(2);
    clock += 2000;
    l.reserve(keys('ana'));
    clock += 4000;
    l.reserve(keys('ana'));
    clock += 8000;
    l.reserve(keys('ana'));
    expect(waitOf(l, keys('ana'))).toBe(8);
    // Forgotten a while after the last failure; another account was never touched.
    expect(waitOf(l, keys('bob'))).toBe(0);
    clock += 60_001;
    expect(waitOf(l, keys('ana'))).toBe(0);
  });

  it('forgets an account’s failures when an attempt succeeds', () => {
    const l = limiter();
    l.reserve(keys('ana'));
    l.reserve(keys('ana'));
    l.reserve(keys('ana')).succeeded();
    for (let i = 0; i < 3; i++) l.reserve(keys('ana'));
    expect(() => l.reserve(keys('ana'))).toThrow(SignInRateLimited);
  });

  it('limits one address across accounts, and a whole IPv6 /64 across its addresses', () => {
    const l = limiter();
    for (let i = 0; i < 5; i++) l.reserve(keys(`user${i}`, '198.51.100.7'));
    expect(waitOf(l, keys('other', '198.51.100.7'))).toBe(10);
    expect(waitOf(l, keys('other', '198.51.100.8'))).toBe(0);

    for (let i = 0; i < 8; i++) l.reserve(keys(`v6-${i}`, `2001:db8:1:2::${i + 1}`));
    expect(waitOf(l, keys('v6-last', '2001:db8:1:2:ffff::1'))).toBe(10);
    expect(waitOf(l, keys('v6-last', '2001:db8:1:3::1'))).toBe(0);
    clock += 10_001;
    expect(waitOf(l, keys('v6-later', '2001:db8:1:2::99'))).toBe(0);
  });

  it('keeps memory bounded: a flood of accounts forgets the stalest', () => {
    const l = limiter(100);
    for (let i = 0; i < 10_000; i++) l.reserve(keys(`flood-${i}`, `10.0.${Math.floor(i / 250)}.${i % 250}`));
    expect(l.trackedKeys).toBeLessThanOrEqual(300);
  });

  it('names an IPv6 address’s /64 and leaves IPv4 alone', () => {
    expect(ipv6Network('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(ipv6Network('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipv6Network('::ffff:192.0.2.1')).toBeNull();
    expect(ipv6Network('192.0.2.1')).toBeNull();
  });
});
