export interface SignInLimiterOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
  /** Past this many tracked keys, stale ones are swept so memory stays bounded. */
  sweepAbove?: number;
}

/**
 * Counts failed sign-ins per key (username + client address) in a sliding window.
 * In memory: one identity process; a restart forgets the counts, which errs on the user's side.
 */
export class SignInLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly sweepAbove: number;

  constructor(options: SignInLimiterOptions = {}) {
    this.maxFailures = options.maxFailures ?? 10;
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.now = options.now ?? Date.now;
    this.sweepAbove = options.sweepAbove ?? 10_000;
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.maxFailures) return 0;
    return recent[recent.length - this.maxFailures] + this.windowMs - this.now();
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (this.failures.size > this.sweepAbove) this.sweep();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  get trackedKeys(): number {
    return this.failures.size;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.failures.delete(key);
    return recent;
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
