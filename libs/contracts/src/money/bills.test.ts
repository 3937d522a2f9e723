import { createBillBody, maskAccountNumber, nextDueDate } from './bills';

describe('bills', () => {
  it('moves a due date on by one cycle, clamping month ends', () => {
    expect(nextDueDate('2026-11-23', 'monthly')).toBe('2026-12-23');
    expect(nextDueDate('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(nextDueDate('2026-12-15', 'monthly')).toBe('2027-01-15');
    expect(nextDueDate('2026-11-28', 'weekly')).toBe('2026-12-05');
    expect(nextDueDate('2026-11-30', 'quarterly')).toBe('2027-02-28');
    expect(nextDueDate('2024-02-29', 'yearly')).toBe('2025-02-28');
  });

  it('masks account numbers', () => {
    expect(maskAccountNumber('123456789')).toBe('••••6789');
    expect(maskAccountNumber('12')).toBe('••••');
    expect(maskAccountNumber(null)).toBeNull();
  });

  it('defaults a bill to recurring monthly with a 3-day reminder (spec 001 §3, §9)', () => {
    const body = createBillBody.parse({ title: 'Rent', amountCents: 120000, dueDate: '2026-12-01' });
    expect(body).toMatchObject({ isRecurring: true, recurringFrequency: 'monthly', reminderDays: 3 });
  });
});
