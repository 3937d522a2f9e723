import { randomUUID } from 'node:crypto';
import { cardBrand, cardSummary, expiryInFuture, passesLuhn } from '@familyhub/contracts';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';

/**
 * The local sandbox: no money moves and no card number is kept. It checks a card the way a real
 * provider would (Luhn, expiry, CVC) and answers the documented test numbers:
 *   4242 4242 4242 4242 (or any other valid number) succeeds;
 *   4000 0000 0000 0002 is declined "Your card was declined.";
 *   4000 0000 0000 9995 is declined "Your card has insufficient funds.".
 */
export const SANDBOX_DECLINES: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

const SAVED_PREFIX = 'pm_sandbox_';

export function createSandboxPaymentProvider(clock: () => Date = () => new Date()): PaymentProvider {
  const paymentId = () => `pay_sandbox_${randomUUID()}`;
  return {
    name: 'sandbox',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if ('paymentMethodId' in request.source) {
        // A saved sandbox card: only cards that once passed every check were saved.
        const id = request.source.paymentMethodId;
        if (!id.startsWith(SAVED_PREFIX)) {
          return {
            ok: false,
            declineMessage: 'The saved card is not known to the sandbox.',
            paymentMethodSummary: null,
          };
        }
        const [brand, last4] = id.slice(SAVED_PREFIX.length).split('_');
        return {
          ok: true,
          paymentId: paymentId(),
          paymentMethod: { id, summary: `${decodeURIComponent(brand)} •••• ${last4}` },
        };
      }
      const { number, expiry, cvc } = request.source.card;
      const summary = /^\d{4,}$/.test(number) ? cardSummary(number) : null;
      const decline = (declineMessage: string): ChargeResult => ({
        ok: false,
        declineMessage,
        paymentMethodSummary: summary,
      });
      if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
        return decline('Your card number is incorrect.');
      if (!expiryInFuture(expiry, clock())) return decline('Your card has expired.');
      if (!/^\d{3,4}$/.test(cvc)) return decline("Your card's security code is invalid.");
      const declined = SANDBOX_DECLINES[number];
      if (declined) return decline(declined);
      const saved = `${SAVED_PREFIX}${encodeURIComponent(cardBrand(number))}_${number.slice(-4)}_${randomUUID().slice(0, 8)}`;
      return { ok: true, paymentId: paymentId(), paymentMethod: { id: saved, summary: cardSummary(number) } };
    },
  };
}
