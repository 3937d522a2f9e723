import { paymentProviderFromEnv } from './provider-from-env';

// Issue #10 item 8: a test card must never buy a real plan in production.
describe('the billing provider from the environment', () => {
  it('is the sandbox outside production, or what BILLING_PROVIDER names', async () => {
    expect(paymentProviderFromEnv({}).name).toBe('sandbox');
    expect(paymentProviderFromEnv({ NODE_ENV: 'development', BILLING_PROVIDER: 'sandbox' }).name).toBe(
      'sandbox',
    );
    const none = paymentProviderFromEnv({ NODE_ENV: 'production', BILLING_PROVIDER: 'none' });
    const charge = await none.charge({
      amountCents: 9999,
      currency: 'usd',
      source: { card: { number: '4242424242424242', expiry: '12/34', cvc: '123', nameOnCard: 'A' } },
      description: 'Annual',
    });
    expect(charge).toMatchObject({ ok: false });
  });

  it('must be named in production, and refuses the sandbox there unless explicitly allowed', () => {
    expect(() => paymentProviderFromEnv({ NODE_ENV: 'production' })).toThrow(/Set BILLING_PROVIDER/);
    expect(() => paymentProviderFromEnv({ NODE_ENV: 'production', BILLING_PROVIDER: 'sandbox' })).toThrow(
      /refused with NODE_ENV=production unless ALLOW_SANDBOX_BILLING=true/,
    );
    expect(
      paymentProviderFromEnv({
        NODE_ENV: 'production',
        BILLING_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_BILLING: 'true',
      }).name,
    ).toBe('sandbox');
    expect(() => paymentProviderFromEnv({ BILLING_PROVIDER: 'stripe' })).toThrow(/Unknown BILLING_PROVIDER/);
  });

  it('is production however NODE_ENV is spelled, and an unknown NODE_ENV is refused', () => {
    for (const NODE_ENV of ['Production', 'production ', ' PRODUCTION']) {
      expect(() => paymentProviderFromEnv({ NODE_ENV, BILLING_PROVIDER: 'sandbox' })).toThrow(
        /refused with NODE_ENV=production/,
      );
    }
    expect(() => paymentProviderFromEnv({ NODE_ENV: 'staging', BILLING_PROVIDER: 'sandbox' })).toThrow(
      'NODE_ENV must be production, development, test or unset, not "staging"',
    );
  });
});
