import { randomUUID } from 'node:crypto';
import {
  BILLING_ADMIN_ONLY,
  PAYMENT_FAILED_ERROR,
  formatDay,
  isPremiumPlan,
  planName,
  planPrices,
  type BillingTransaction,
  type PaidPlan,
  type PaidSubscription,
  type SubscriptionDetails,
  type changePlanBody,
  type checkoutBody,
} from '@familyhub/contracts';
import { conflict, forbidden, HttpError, notFound, type Caller, type Database } from '@familyhub/server-kit';
import type { z } from 'zod';
import type { FamilyRow, IdentitySchema } from '../schema';
import { effectivePlan } from '../subscription';
import { periodEnd } from './billing-period';
import { createBillingRepository, type BillingRepository } from './billing.repository';
import type { PaymentTransactionRow, SubscriptionRow } from './billing.table';
import type { ChargeSource, PaymentProvider } from './payment-provider';

const CURRENCY = 'usd';

function paymentFailed(message: string): HttpError {
  return new HttpError(402, PAYMENT_FAILED_ERROR, message);
}

/** A period's end in the caller's language (November 29, 2026 · 29 de noviembre de 2026): the sentence is translated around it. */
const dateText = (d: Date, caller: Caller) => formatDay(d, caller.language ?? 'en', 'long');

export function toPaidSubscription(row: SubscriptionRow): PaidSubscription {
  return {
    id: row.id,
    plan: row.plan,
    status: row.status,
    provider: row.provider,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    amountCents: row.amountCents,
    currency: row.currency,
    paymentMethod: row.paymentMethodSummary,
  };
}

export function toBillingTransaction(row: PaymentTransactionRow): BillingTransaction {
  return {
    id: row.id,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    description: row.description,
    paymentMethod: row.paymentMethodSummary,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface BillingServiceOptions {
  db: Database<IdentitySchema>;
  provider: PaymentProvider;
  clock?: () => Date;
}

/**
 * Billing rules (spec 000 §2, §6, §9): only the family admin pays, changes or cancels; every charge attempt
 * is recorded; a paid plan clears the trial; a cancel keeps the plan to the end of the paid period, after which
 * the family is on the free plan (families.plan_ends_at, read by effectivePlan at every session resolve).
 */
export function createBillingService(options: BillingServiceOptions) {
  const { db, provider } = options;
  const clock = options.clock ?? (() => new Date());

  function assertAdmin(caller: Caller): void {
    if (caller.role !== 'admin') throw forbidden(BILLING_ADMIN_ONLY);
  }

  /** The subscription that pays for the plan now; one whose canceled period has ended is marked expired. */
  async function currentSubscription(repo: BillingRepository, familyId: number, now: Date) {
    const active = await repo.findActive(familyId);
    if (!active) return undefined;
    if (active.cancelAtPeriodEnd && active.currentPeriodEnd.getTime() <= now.getTime()) {
      await repo.updateSubscription(familyId, active.id, { status: 'expired' });
      return undefined;
    }
    return active;
  }

  async function lockedFamily(repo: BillingRepository, familyId: number): Promise<FamilyRow> {
    const family = await repo.lockFamily(familyId);
    if (!family) throw notFound('Family');
    return family;
  }

  function detailsOf(
    caller: Caller,
    family: FamilyRow,
    subscription: SubscriptionRow | undefined,
    now: Date,
  ): SubscriptionDetails {
    const plan = effectivePlan(family, now);
    return {
      plan,
      isPremium: isPremiumPlan(plan),
      trialEnd: family.trialEndsAt?.toISOString() ?? null,
      planEndsAt: family.planEndsAt?.toISOString() ?? null,
      subscription: subscription ? toPaidSubscription(subscription) : null,
      canManageBilling: caller.role === 'admin',
    };
  }

  /**
   * Charges the price of `plan` and, in the same database transaction, records the payment (also a declined one)
   * and the new subscription, and moves the family onto the plan. `replacing` is the subscription a plan change ends.
   */
  async function purchase(
    caller: Caller,
    plan: PaidPlan,
    source: ChargeSource,
    replacing: SubscriptionRow | null,
  ) {
    const now = clock();
    const price = planPrices[plan];
    const description = `FamilyHub ${planName(plan)} — 1 ${price.period}${replacing ? ` (changed from ${planName(replacing.plan)})` : ''}`;
    const outcome = await db.transaction(async (tx) => {
      const repo = createBillingRepository(tx);
      await lockedFamily(repo, caller.familyId);
      const current = await currentSubscription(repo, caller.familyId, now);
      if (replacing ? current?.id !== replacing.id : current) {
        return {
          kind: 'conflict',
          message: 'The subscription changed meanwhile. Reload the page and try again.',
        } as const;
      }
      const charge = await provider.charge({
        amountCents: price.amountCents,
        currency: CURRENCY,
        source,
        description,
      });
      if (!charge.ok) {
        await repo.insertTransaction(caller.familyId, {
          userId: caller.userId,
          subscriptionId: null,
          amountCents: price.amountCents,
          currency: CURRENCY,
          status: 'failed',
          description,
          paymentMethodSummary: charge.paymentMethodSummary,
          providerPaymentId: null,
          failureMessage: charge.declineMessage,
        });
        return { kind: 'declined', message: charge.declineMessage } as const;
      }
      if (replacing) {
        await repo.updateSubscription(caller.familyId, replacing.id, { status: 'canceled', canceledAt: now });
      }
      const subscription = await repo.insertSubscription(caller.familyId, {
        userId: caller.userId,
        plan,
        status: 'active',
        provider: provider.name,
        providerSubscriptionId: `${provider.name}_sub_${randomUUID()}`,
        providerPaymentMethodId: charge.paymentMethod.id,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd(plan, now),
        cancelAtPeriodEnd: false,
        canceledAt: null,
        amountCents: price.amountCents,
        currency: CURRENCY,
        paymentMethodSummary: charge.paymentMethod.summary,
      });
      await repo.insertTransaction(caller.familyId, {
        userId: caller.userId,
        subscriptionId: subscription.id,
        amountCents: price.amountCents,
        currency: CURRENCY,
        status: 'succeeded',
        description,
        paymentMethodSummary: charge.paymentMethod.summary,
        providerPaymentId: charge.paymentId,
        failureMessage: null,
      });
      await repo.setFamilyPlan(caller.familyId, { plan, trialEndsAt: null, planEndsAt: null });
      const family = await lockedFamily(repo, caller.familyId);
      return { kind: 'paid', details: detailsOf(caller, family, subscription, now) } as const;
    });
    if (outcome.kind === 'conflict') throw conflict(outcome.message);
    if (outcome.kind === 'declined') throw paymentFailed(outcome.message);
    return outcome.details;
  }

  /**
   * Renews one subscription whose period has ended: charges the saved card for the next period, or, when the
   * charge is declined, records the failure, expires the subscription and moves the family to the free plan.
   */
  async function renew(due: SubscriptionRow, now: Date): Promise<'renewed' | 'lapsed' | 'skipped'> {
    return db.transaction(async (tx) => {
      const repo = createBillingRepository(tx);
      await lockedFamily(repo, due.familyId);
      const current = await repo.findActive(due.familyId);
      // Another sweep (or the admin) got there first.
      if (
        !current ||
        current.id !== due.id ||
        current.cancelAtPeriodEnd ||
        current.currentPeriodEnd.getTime() > now.getTime()
      ) {
        return 'skipped';
      }
      const price = planPrices[current.plan];
      const description = `FamilyHub ${planName(current.plan)} — renewal, 1 ${price.period}`;
      const charge = await provider.charge({
        amountCents: price.amountCents,
        currency: CURRENCY,
        source: { paymentMethodId: current.providerPaymentMethodId },
        description,
      });
      const transaction = {
        userId: current.userId,
        subscriptionId: current.id,
        amountCents: price.amountCents,
        currency: CURRENCY,
        description,
      };
      if (!charge.ok) {
        await repo.insertTransaction(current.familyId, {
          ...transaction,
          status: 'failed',
          paymentMethodSummary: charge.paymentMethodSummary ?? current.paymentMethodSummary,
          providerPaymentId: null,
          failureMessage: charge.declineMessage,
        });
        await repo.updateSubscription(current.familyId, current.id, { status: 'expired' });
        await repo.setFamilyPlan(current.familyId, { plan: 'free', trialEndsAt: null, planEndsAt: null });
        return 'lapsed';
      }
      // The next period follows the last one; after a long outage it starts now rather than charging for the gap.
      const followOn = periodEnd(current.plan, current.currentPeriodEnd);
      const start = followOn.getTime() > now.getTime() ? current.currentPeriodEnd : now;
      await repo.updateSubscription(current.familyId, current.id, {
        currentPeriodStart: start,
        currentPeriodEnd: periodEnd(current.plan, start),
      });
      await repo.insertTransaction(current.familyId, {
        ...transaction,
        status: 'succeeded',
        paymentMethodSummary: charge.paymentMethod.summary,
        providerPaymentId: charge.paymentId,
        failureMessage: null,
      });
      return 'renewed';
    });
  }

  return {
    assertAdmin,

    /** The renewal sweep (started by the app on a timer): every subscription due now is renewed or lapses. */
    async renewDue(): Promise<{ renewed: number; lapsed: number }> {
      const now = clock();
      const due = await createBillingRepository(db).listDueForRenewal(now);
      const counts = { renewed: 0, lapsed: 0 };
      for (const subscription of due) {
        const outcome = await renew(subscription, now);
        if (outcome !== 'skipped') counts[outcome] += 1;
      }
      return counts;
    },

    async details(caller: Caller): Promise<SubscriptionDetails> {
      const now = clock();
      const repo = createBillingRepository(db);
      const subscription = await currentSubscription(repo, caller.familyId, now);
      const family = await repo.findFamily(caller.familyId);
      if (!family) throw notFound('Family');
      return detailsOf(caller, family, subscription, now);
    },

    async history(caller: Caller): Promise<BillingTransaction[]> {
      assertAdmin(caller);
      return (await createBillingRepository(db).listTransactions(caller.familyId)).map(toBillingTransaction);
    },

    async checkout(caller: Caller, body: z.output<typeof checkoutBody>): Promise<SubscriptionDetails> {
      assertAdmin(caller);
      const current = await currentSubscription(createBillingRepository(db), caller.familyId, clock());
      if (current) {
        throw conflict(
          `Your family already has ${planName(current.plan)}. Change or resume it from Manage Subscription instead.`,
        );
      }
      const card = {
        number: body.cardNumber,
        expiry: body.expiry,
        cvc: body.cvc,
        nameOnCard: body.nameOnCard,
      };
      return purchase(caller, body.plan, { card }, null);
    },

    async change(caller: Caller, body: z.output<typeof changePlanBody>): Promise<SubscriptionDetails> {
      assertAdmin(caller);
      const current = await currentSubscription(createBillingRepository(db), caller.familyId, clock());
      if (!current) throw conflict('Your family has no paid plan to change. Choose a plan at checkout.');
      if (current.plan === body.plan) {
        throw conflict(
          current.cancelAtPeriodEnd
            ? `Your family is already on ${planName(body.plan)}. Resume it to keep it after ${dateText(current.currentPeriodEnd, caller)}.`
            : `Your family is already on ${planName(body.plan)}.`,
        );
      }
      return purchase(caller, body.plan, { paymentMethodId: current.providerPaymentMethodId }, current);
    },

    async cancel(caller: Caller): Promise<SubscriptionDetails> {
      assertAdmin(caller);
      const now = clock();
      return db.transaction(async (tx) => {
        const repo = createBillingRepository(tx);
        await lockedFamily(repo, caller.familyId);
        const current = await currentSubscription(repo, caller.familyId, now);
        if (!current) throw conflict('Your family has no paid subscription to cancel.');
        if (current.cancelAtPeriodEnd) {
          throw conflict(
            `Your subscription is already canceled; it ends on ${dateText(current.currentPeriodEnd, caller)}.`,
          );
        }
        const canceled = await repo.updateSubscription(caller.familyId, current.id, {
          cancelAtPeriodEnd: true,
          canceledAt: now,
        });
        await repo.setPlanEnd(caller.familyId, current.currentPeriodEnd);
        return detailsOf(caller, await lockedFamily(repo, caller.familyId), canceled, now);
      });
    },

    async resume(caller: Caller): Promise<SubscriptionDetails> {
      assertAdmin(caller);
      const now = clock();
      return db.transaction(async (tx) => {
        const repo = createBillingRepository(tx);
        await lockedFamily(repo, caller.familyId);
        const current = await currentSubscription(repo, caller.familyId, now);
        if (!current || !current.cancelAtPeriodEnd)
          throw conflict('There is no canceled subscription to resume.');
        const resumed = await repo.updateSubscription(caller.familyId, current.id, {
          cancelAtPeriodEnd: false,
          canceledAt: null,
        });
        await repo.setPlanEnd(caller.familyId, null);
        return detailsOf(caller, await lockedFamily(repo, caller.familyId), resumed, now);
      });
    },

    /** Ends a trial (or confirms the free plan) at once; a paid period is canceled instead, never cut short. */
    async switchToFree(caller: Caller): Promise<SubscriptionDetails> {
      assertAdmin(caller);
      const now = clock();
      return db.transaction(async (tx) => {
        const repo = createBillingRepository(tx);
        await lockedFamily(repo, caller.familyId);
        const current = await currentSubscription(repo, caller.familyId, now);
        if (current) {
          throw conflict(
            `Your paid plan runs until ${dateText(current.currentPeriodEnd, caller)}. Cancel it to move to the Free plan when that period ends.`,
          );
        }
        await repo.setFamilyPlan(caller.familyId, { plan: 'free', trialEndsAt: null, planEndsAt: null });
        return detailsOf(caller, await lockedFamily(repo, caller.familyId), undefined, now);
      });
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
