import { runtimeMode } from '@familyhub/server-kit';
import type { ChargeResult, PaymentProvider } from './payment-provider';
import { createSandboxPaymentProvider } from './sandbox-provider';

export const BILLING_PROVIDERS = ['sandbox', 'none'] as const;

/** Checkout answers with a decline that says why: no payment provider is set up on this server. */
function noPaymentProvider(): PaymentProvider {
  return {
    name: 'none',
    charge(): Promise<ChargeResult> {
      return Promise.resolve({
        ok: false,
        declineMessage: 'Payments are not set up on this server yet. Please contact its operator.',
        paymentMethodSummary: null,
      });
    },
  };
}

/**
 * BILLING_PROVIDER names the provider: `sandbox` (test cards, no real money — the default outside production) or
 * `none` (checkout declines). With NODE_ENV=production it must be set, and the sandbox — where a test card buys a
 * real year of Annual — is refused unless ALLOW_SANDBOX_BILLING=true says this is a staging copy.
 */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv, clock?: () => Date): PaymentProvider {
  const { production } = runtimeMode(env);
  const name = env.BILLING_PROVIDER?.trim() || (production ? '' : 'sandbox');
  if (!name) {
    throw new Error(`Set BILLING_PROVIDER (${BILLING_PROVIDERS.join(' or ')}) when NODE_ENV=production`);
  }
  if (name === 'none') return noPaymentProvider();
  if (name !== 'sandbox') {
    throw new Error(`Unknown BILLING_PROVIDER "${name}" (known: ${BILLING_PROVIDERS.join(', ')})`);
  }
  if (production && env.ALLOW_SANDBOX_BILLING?.trim().toLowerCase() !== 'true') {
    throw new Error(
      'The sandbox payment provider accepts test cards: it is refused with NODE_ENV=production unless ' +
        'ALLOW_SANDBOX_BILLING=true (a staging copy without real customers)',
    );
  }
  return createSandboxPaymentProvider(clock);
}
