/**
 * What billing needs from a payment provider. The shipped provider is the local sandbox
 * (sandbox-provider.ts); a real one (Stripe, …) implements the same two promises.
 */
export interface CardDetails {
  /** Digits only. */
  number: string;
  /** MM/YY or MM/YYYY. */
  expiry: string;
  cvc: string;
  nameOnCard: string;
}

/** A new card, or the provider's reference to a card it saved at an earlier charge. */
export type ChargeSource = { card: CardDetails } | { paymentMethodId: string };

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  source: ChargeSource;
  description: string;
}

export type ChargeResult =
  | { ok: true; paymentId: string; paymentMethod: { id: string; summary: string } }
  | { ok: false; declineMessage: string; paymentMethodSummary: string | null };

export interface PaymentProvider {
  /** Recorded on every subscription ('sandbox' for the shipped one). */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
