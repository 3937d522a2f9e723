import { SignInLimiter } from './sign-in-limiter';

describe('SignInLimiter', () => {
  let clock = 0;
  const limiter = () =>
    new SignInLimiter({ maxFailures: 3, windowMs: 1000, now: () => clock, sweepAbove: 2 });

  beforeEach(() => {
    clock = 10_000;
  });

  it('lets a key try until it has failed the maximum within the window', () => {
    const l = limiter();
    l.recordFailure('ana|1.2.3.4');
    l.recordFailure('ana|1.2.3.4');
    expect(l.retryAfterMs('ana|1.2.3.4')).toBe(0);
    clock += 100;
    l.recordFailure('ana|1.2.3.4');
    expect(l.retryAfterMs('ana|1.2.3.4')).toBe(900);
    expect(l.retryAfterMs('ana|5.6.7.8')).toBe(0);
  });

  it('forgets failures older than the window and on reset', () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) l.recordFailure('a');
    clock += 1001;
    expect(l.retryAfterMs('a')).toBe(0);
    for (let i = 0; i < 3; i++) l.recordFailure('b');
    l.reset('b');
    expect(l.retryAfterMs('b')).toBe(0);
  });

  it('sweeps stale keys so memory stays bounded', () => {
    const l = limiter();
    l.recordFailure('a');
    l.recordFailure('b');
    clock += 2000;
    l.recordFailure('c');
    expect(l.trackedKeys).toBe(1);
  });
});
