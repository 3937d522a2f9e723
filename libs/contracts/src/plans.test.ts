import { hasFeature, planFeatures } from './plans';

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
