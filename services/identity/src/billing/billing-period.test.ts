import { periodEnd } from './billing-period';

describe('periodEnd', () => {
  it('adds one calendar month for monthly and one year for annual', () => {
    expect(periodEnd('monthly', new Date('2026-03-10T12:00:00Z')).toISOString()).toBe(
      '2026-04-10T12:00:00.000Z',
    );
    expect(periodEnd('annual', new Date('2026-03-10T12:00:00Z')).toISOString()).toBe(
      '2027-03-10T12:00:00.000Z',
    );
  });
  it('clamps to the last day of a shorter month', () => {
    expect(periodEnd('monthly', new Date('2026-01-31T08:00:00Z')).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(periodEnd('annual', new Date('2028-02-29T08:00:00Z')).toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    );
  });
});
