import { createSandboxPaymentProvider } from './sandbox-provider';

const now = new Date('2026-11-22T10:00:00Z');
const sandbox = createSandboxPaymentProvider(() => now);
const card = (number: string, overrides: Partial<{ expiry: string; cvc: string }> = {}) => ({
  amountCents: 2499,
  currency: 'usd',
  description: 'FamilyHub Premium Annual',
  source: { card: { number, expiry: '12/30', cvc: '123', nameOnCard: 'Alex Parent', ...overrides } },
});

describe('sandbox payment provider', () => {
  it('charges the 4242 test card and saves only a reference with brand and last four digits', async () => {
    const result = await sandbox.charge(card('4242424242424242'));
    expect(result).toMatchObject({ ok: true, paymentMethod: { summary: 'Visa •••• 4242' } });
    if (!result.ok) throw new Error('expected success');
    expect(result.paymentId).toMatch(/^pay_sandbox_/);
    expect(result.paymentMethod.id).not.toContain('424242424242');
    const again = await sandbox.charge({
      ...card('x'),
      source: { paymentMethodId: result.paymentMethod.id },
    });
    expect(again).toMatchObject({
      ok: true,
      paymentMethod: { id: result.paymentMethod.id, summary: 'Visa •••• 4242' },
    });
  });

  it.each([
    ['the decline test number', card('4000000000000002'), 'Your card was declined.'],
    ['the insufficient-funds test number', card('4000000000009995'), 'Your card has insufficient funds.'],
    ['a number failing the Luhn check', card('4242424242424241'), 'Your card number is incorrect.'],
    ['an expired card', card('4242424242424242', { expiry: '10/26' }), 'Your card has expired.'],
    ['a two-digit CVC', card('4242424242424242', { cvc: '12' }), "Your card's security code is invalid."],
  ])('declines %s', async (_case, request, message) => {
    expect(await sandbox.charge(request)).toEqual({
      ok: false,
      declineMessage: message,
      paymentMethodSummary: expect.any(String),
    });
  });

  it('refuses a saved reference it never issued', async () => {
    expect(await sandbox.charge({ ...card('x'), source: { paymentMethodId: 'pm_live_123' } })).toMatchObject({
      ok: false,
    });
  });
});
