import { z } from 'zod';
import { plan } from '../plans';

/** The plans a family pays for. */
export const paidPlans = ['monthly', 'annual'] as const;
export const paidPlan = z.enum(paidPlans, { error: 'Choose the monthly or the annual plan' });
export type PaidPlan = z.infer<typeof paidPlan>;

export const subscriptionStates = ['active', 'canceled', 'expired'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

export const paymentStatuses = ['succeeded', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Test cards of the shipped sandbox payment provider (no real money moves). */
export const sandboxCards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** POST /api/subscription/checkout — the card goes to the payment provider; only its summary is kept. */
export const checkoutBody = z.object({
  plan: paidPlan,
  cardNumber: z
    .string({ error: 'Card number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Card number is required')
        .regex(/^\d{12,19}$/, 'Enter the card number (12 to 19 digits)'),
    ),
  expiry: z
    .string({ error: 'Expiry date is required' })
    .trim()
    .min(1, 'Expiry date is required')
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, 'Enter the expiry date as MM/YY'),
  cvc: z
    .string({ error: 'CVC is required' })
    .trim()
    .min(1, 'CVC is required')
    .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
  nameOnCard: z
    .string({ error: 'Name on card is required' })
    .trim()
    .min(1, 'Name on card is required')
    .max(100, 'Name on card must be at most 100 characters'),
});
export type CheckoutBody = z.input<typeof checkoutBody>;

/** POST /api/subscription/change — switch monthly ↔ annual, charged to the saved card. */
export const changePlanBody = z.object({ plan: paidPlan });
export type ChangePlanBody = z.infer<typeof changePlanBody>;

export const paidSubscription = z.object({
  id: z.number().int(),
  plan: paidPlan,
  status: z.enum(subscriptionStates),
  provider: z.string(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  paymentMethod: z.string(),
});
export type PaidSubscription = z.infer<typeof paidSubscription>;

/** GET /api/subscription — the family's plan now and the paid subscription behind it, if any. */
export const subscriptionDetails = z.object({
  plan,
  isPremium: z.boolean(),
  trialEnd: z.string().nullable(),
  /** When a canceled paid plan stops (the family is free from then on). */
  planEndsAt: z.string().nullable(),
  subscription: paidSubscription.nullable(),
  /** Only the family admin changes billing (spec 000 §6). */
  canManageBilling: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>;

export const billingTransaction = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  description: z.string(),
  paymentMethod: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type BillingTransaction = z.infer<typeof billingTransaction>;

/** The error code of a declined or refused card (status 402). */
export const PAYMENT_FAILED_ERROR = 'payment_failed';
export const BILLING_ADMIN_ONLY = 'Only the family admin can change billing';
