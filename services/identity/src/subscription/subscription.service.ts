import { isPremiumPlan, type SubscriptionStatus } from '@familyhub/contracts';
import { notFound } from '@familyhub/server-kit';
import type { FamiliesRepository } from '../families';
import type { FamilyRow } from '../schema';
import { effectivePlan } from './effective-plan';

export function subscriptionStatusOf(family: FamilyRow, now: Date): SubscriptionStatus {
  const plan = effectivePlan(family, now);
  return { isPremium: isPremiumPlan(plan), plan, trialEnd: family.trialEndsAt?.toISOString() ?? null };
}

export interface SubscriptionServiceOptions {
  families: FamiliesRepository;
}

export function createSubscriptionService({ families }: SubscriptionServiceOptions) {
  return {
    async statusOf(familyId: number): Promise<SubscriptionStatus> {
      const family = await families.findById(familyId);
      if (!family) throw notFound('Family');
      return subscriptionStatusOf(family, new Date());
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
