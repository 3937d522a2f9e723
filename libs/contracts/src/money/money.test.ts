import { MAX_AMOUNT_CENTS, amountCents, centsToInput, formatMoney, parseMoneyInput, sumCents } from './money';

describe('money in cents', () => {
  it('formats cents with Intl.NumberFormat', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-1999)).toBe('-$19.99');
    expect(formatMoney(2499, 'usd')).toBe('$24.99');
    expect(formatMoney(2499, 'EUR', 'de-DE')).toBe('24,99\u00a0€');
  });

  it('reads what a person types into cents without floating point', () => {
    expect(parseMoneyInput('0.29')).toBe(29);
    expect(parseMoneyInput('12')).toBe(1200);
    expect(parseMoneyInput('12.5')).toBe(1250);
    expect(parseMoneyInput(' $1,234.56 ')).toBe(123456);
    expect(parseMoneyInput('1.234,56')).toBe(123456);
    expect(parseMoneyInput('4,99')).toBe(499);
    // Another currency's sign or code, before or after the number.
    expect(parseMoneyInput('CA$ 12.50')).toBe(1250);
    expect(parseMoneyInput('R$ 3,50')).toBe(350);
    expect(parseMoneyInput('CHF 12')).toBe(1200);
    expect(parseMoneyInput('12,50 €')).toBe(1250);
    expect(parseMoneyInput('12 kr')).toBe(1200);
    expect(parseMoneyInput('€-5')).toBeNull();
    for (const bad of ['', 'abc', '1.234', '-5', '12.345', '1e3', '99999999999']) {
      expect(parseMoneyInput(bad)).toBeNull();
    }
    expect(centsToInput(1250)).toBe('12.50');
    expect(parseMoneyInput(centsToInput(7))).toBe(7);
  });

  it('sums exactly where floats would drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents([10, 20])).toBe(30);
    expect(sumCents(Array.from({ length: 1000 }, () => 1))).toBe(1000);
    expect(() => sumCents([1.5])).toThrow('Not a whole number of cents');
  });

  it('validates amounts in bodies with messages that name the field', () => {
    const total = amountCents('Total', { min: 1 });
    expect(total.safeParse(0).error?.issues[0].message).toBe('Total must be more than 0.00');
    expect(total.safeParse(12.5).error?.issues[0].message).toBe('Total must be a whole number of cents');
    expect(total.safeParse('12').error?.issues[0].message).toBe('Total must be an amount in cents');
    expect(amountCents('Amount').safeParse(-1).error?.issues[0].message).toBe('Amount cannot be negative');
    expect(total.parse(1999)).toBe(1999);
    // No currency in them: every family reads the same message.
    expect(total.safeParse(MAX_AMOUNT_CENTS + 1).error?.issues[0].message).toBe(
      'Total must be at most 10,000,000.00',
    );
  });
});
