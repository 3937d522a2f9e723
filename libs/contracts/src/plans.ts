import { z } from 'zod';

export const plans = ['free', 'monthly', 'annual'] as const;
export const plan = z.enum(plans);
export type Plan = z.infer<typeof plan>;

export const premiumFeatures = [
  'unlimited_calendar',
  'advanced_chores',
  'meal_planning',
  'unlimited_messaging',
  'rewards_system',
  'document_storage',
  'priority_support',
  'early_access',
] as const;
export type PremiumFeature = (typeof premiumFeatures)[number];

/** Features per plan (spec 000 §6). */
export const planFeatures: Record<Plan, readonly PremiumFeature[]> = {
  free: [],
  monthly: [
    'unlimited_calendar',
    'advanced_chores',
    'meal_planning',
    'unlimited_messaging',
    'rewards_system',
    'document_storage',
  ],
  annual: premiumFeatures,
};

export function hasFeature(p: Plan, feature: PremiumFeature): boolean {
  return planFeatures[p].includes(feature);
}

export function isPremiumPlan(p: Plan): boolean {
  return p !== 'free';
}

/** Prices (spec 000 §2, §9). */
export const planPrices = {
  monthly: { amount: 4.99, label: '$4.99', period: 'month' },
  annual: { amount: 24.99, label: '$24.99', period: 'year' },
} as const;

export const subscriptionStatus = z.object({
  isPremium: z.boolean(),
  plan,
  trialEnd: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;
