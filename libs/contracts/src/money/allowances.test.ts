import { createAllowanceBody, paydaysBetween } from './allowances';

describe('allowance paydays', () => {
  it('lists weekly paydays on the weekday, both ends included', () => {
    // 2026-11-23 is a Monday.
    expect(
      paydaysBetween({ frequency: 'weekly', dayOfWeek: 5, dayOfMonth: null }, '2026-11-01', '2026-11-27'),
    ).toEqual(['2026-11-06', '2026-11-13', '2026-11-20', '2026-11-27']);
    expect(
      paydaysBetween({ frequency: 'weekly', dayOfWeek: 1, dayOfMonth: null }, '2026-11-23', '2026-11-23'),
    ).toEqual(['2026-11-23']);
  });

  it('lists monthly paydays on the day of the month', () => {
    expect(
      paydaysBetween({ frequency: 'monthly', dayOfWeek: null, dayOfMonth: 15 }, '2026-10-20', '2027-01-15'),
    ).toEqual(['2026-11-15', '2026-12-15', '2027-01-15']);
  });

  it('needs the day that fits the frequency', () => {
    expect(createAllowanceBody.safeParse({ childId: 3, amountCents: 500, frequency: 'weekly' }).success).toBe(
      false,
    );
    expect(
      createAllowanceBody.safeParse({ childId: 3, amountCents: 500, frequency: 'weekly', dayOfWeek: 6 })
        .success,
    ).toBe(true);
  });
});
