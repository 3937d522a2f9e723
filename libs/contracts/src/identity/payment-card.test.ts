import { cardBrand, cardSummary, expiryInFuture, passesLuhn } from './payment-card';

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005'])(
    'accepts %s',
    (n) => {
      expect(passesLuhn(n)).toBe(true);
    },
  );
  it.each(['4242424242424241', '1234567812345678', '', '4242 4242'])('refuses %p', (n) => {
    expect(passesLuhn(n)).toBe(false);
  });
});

describe('card summary', () => {
  it('names the brand and keeps only the last four digits', () => {
    expect(cardSummary('4242424242424242')).toBe('Visa •••• 4242');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardSummary('378282246310005')).toBe('American Express •••• 0005');
  });
});

describe('expiryInFuture', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('accepts this month and later, in MM/YY or MM/YYYY', () => {
    expect(expiryInFuture('11/26', now)).toBe(true);
    expect(expiryInFuture('01/2030', now)).toBe(true);
    expect(expiryInFuture('12 / 26', now)).toBe(true);
  });
  it('refuses an earlier month and nonsense', () => {
    expect(expiryInFuture('10/26', now)).toBe(false);
    expect(expiryInFuture('12/25', now)).toBe(false);
    expect(expiryInFuture('13/30', now)).toBe(false);
    expect(expiryInFuture('1/30', now)).toBe(false);
  });
});
