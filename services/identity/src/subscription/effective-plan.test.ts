import { effectivePlan } from './effective-plan';

const now = new Date('2026-03-10T12:00:00Z');

describe('effectivePlan', () => {
  it('keeps the plan while the trial runs', () => {
    expect(
      effectivePlan({ plan: 'annual', trialEndsAt: new Date('2026-03-20T00:00:00Z'), planEndsAt: null }, now),
    ).toBe('annual');
  });
  it('falls back to free once an unpaid trial has ended', () => {
    expect(
      effectivePlan({ plan: 'annual', trialEndsAt: new Date('2026-03-10T11:59:59Z'), planEndsAt: null }, now),
    ).toBe('free');
    expect(
      effectivePlan(
        { plan: 'monthly', trialEndsAt: new Date('2026-01-01T00:00:00Z'), planEndsAt: null },
        now,
      ),
    ).toBe('free');
  });
  it('keeps a paid plan (no trial recorded) whatever the date', () => {
    expect(effectivePlan({ plan: 'monthly', trialEndsAt: null, planEndsAt: null }, now)).toBe('monthly');
    expect(effectivePlan({ plan: 'free', trialEndsAt: null, planEndsAt: null }, now)).toBe('free');
  });
  it('keeps a canceled paid plan until its period ends, then is free', () => {
    expect(
      effectivePlan({ plan: 'annual', trialEndsAt: null, planEndsAt: new Date('2026-03-10T12:00:01Z') }, now),
    ).toBe('annual');
    expect(
      effectivePlan({ plan: 'annual', trialEndsAt: null, planEndsAt: new Date('2026-03-10T12:00:00Z') }, now),
    ).toBe('free');
    expect(
      effectivePlan(
        { plan: 'monthly', trialEndsAt: null, planEndsAt: new Date('2026-02-01T00:00:00Z') },
        now,
      ),
    ).toBe('free');
  });
});
