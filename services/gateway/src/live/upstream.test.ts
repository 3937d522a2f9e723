import { retryDelay, UPSTREAM_TIMING } from './upstream';

describe('retryDelay', () => {
  const timing = { ...UPSTREAM_TIMING, retryMinMs: 500, retryMaxMs: 15_000 };

  it('doubles from the first wait up to the cap', () => {
    const full = () => 1;
    expect([1, 2, 3, 4, 5, 6, 7, 30].map((n) => retryDelay(n, timing, full))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
  });

  it('waits between half and all of it, so restarted services are not hit all at once', () => {
    expect(retryDelay(3, timing, () => 0)).toBe(1000);
    expect(retryDelay(3, timing, () => 0.5)).toBe(1500);
  });
});
