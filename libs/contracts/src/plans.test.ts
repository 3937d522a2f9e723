import {
  eventsPerDayLimitMessage,
  hasFeature,
  mayAddEventOnDay,
  mayAddMember,
  memberLimitMessage,
  planFeatures,
  planLimits,
  planPrices,
} from './plans';

describe('plan features (spec 000 §6)', () => {
  it('gives the free plan no premium feature', () => {
    expect(planFeatures.free).toHaveLength(0);
    expect(hasFeature('free', 'meal_planning')).toBe(false);
  });
  it('gives monthly six features but not priority support or early access', () => {
    expect(planFeatures.monthly).toHaveLength(6);
    expect(hasFeature('monthly', 'document_storage')).toBe(true);
    expect(hasFeature('monthly', 'priority_support')).toBe(false);
    expect(hasFeature('monthly', 'early_access')).toBe(false);
  });
  it('gives annual all eight', () => {
    expect(planFeatures.annual).toHaveLength(8);
    expect(hasFeature('annual', 'early_access')).toBe(true);
  });
});

describe('plan limits (spec 000 §9 landing pricing)', () => {
  it('limits the free plan to 3 members and 5 events a day', () => {
    expect(planLimits.free).toEqual({ members: 3, eventsPerDay: 5 });
    expect(mayAddMember('free', 2)).toBe(true);
    expect(mayAddMember('free', 3)).toBe(false);
    expect(mayAddEventOnDay('free', 4)).toBe(true);
    expect(mayAddEventOnDay('free', 5)).toBe(false);
  });
  it('gives monthly 10 members and unlimited events', () => {
    expect(mayAddMember('monthly', 9)).toBe(true);
    expect(mayAddMember('monthly', 10)).toBe(false);
    expect(mayAddEventOnDay('monthly', 500)).toBe(true);
  });
  it('gives annual unlimited members and events', () => {
    expect(mayAddMember('annual', 1000)).toBe(true);
    expect(mayAddEventOnDay('annual', 1000)).toBe(true);
  });
  it('says the limit in words a person can read', () => {
    expect(memberLimitMessage('free')).toBe(
      'The Free plan allows up to 3 family members. Upgrade your plan to add more.',
    );
    expect(eventsPerDayLimitMessage('free')).toBe(
      'The Free plan allows up to 5 events a day. Upgrade to Premium for unlimited events.',
    );
  });
  it('prices the plans in cents as the spec says', () => {
    expect(planPrices.monthly.amountCents).toBe(499);
    expect(planPrices.annual.amountCents).toBe(2499);
  });
});
