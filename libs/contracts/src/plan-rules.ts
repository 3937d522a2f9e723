import { formatMoney } from './money/rules';
// The plans' rules without zod: the shell needs them at start, zod loads with the first form (issue #16).
export const plans = ['free', 'monthly', 'annual'] as const;
export type Plan = (typeof plans)[number];

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
  monthly: { amount: 4.99, amountCents: 499, label: '$4.99', period: 'month' },
  annual: { amount: 24.99, amountCents: 2499, label: '$24.99', period: 'year' },
} as const;

/**
 * A plan's price as `locale` writes it: "$4.99", "4,99 US$" in Spanish, "$0" for Free. Prices are in US dollars in
 * every language (spec 000 §9).
 */
export function planPriceText(plan: Plan, locale: string): string {
  return plan === 'free'
    ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
        0,
      )
    : formatMoney(planPrices[plan].amountCents, 'USD', locale);
}

/** What each plan allows (spec 000 §9, landing pricing); null means unlimited. */
export interface PlanLimits {
  /** Family members, the admin included. */
  members: number | null;
  /** Calendar events on one day. */
  eventsPerDay: number | null;
}

export const planLimits: Record<Plan, PlanLimits> = {
  free: { members: 3, eventsPerDay: 5 },
  monthly: { members: 10, eventsPerDay: null },
  annual: { members: null, eventsPerDay: null },
};

/** The error code of a 403 answered when a plan's limit is reached. */
export const PLAN_LIMIT_ERROR = 'plan_limit';

/** Whether one more member fits when the family already has `current` members. */
export function mayAddMember(p: Plan, current: number): boolean {
  const limit = planLimits[p].members;
  return limit === null || current < limit;
}

/** Whether one more event fits on a day that already has `current` events. */
export function mayAddEventOnDay(p: Plan, current: number): boolean {
  const limit = planLimits[p].eventsPerDay;
  return limit === null || current < limit;
}

const planNames: Record<Plan, string> = {
  free: 'Free',
  monthly: 'Premium Monthly',
  annual: 'Premium Annual',
};

export function planName(p: Plan): string {
  return planNames[p];
}

export function memberLimitMessage(p: Plan): string {
  return `The ${planName(p)} plan allows up to ${planLimits[p].members} family members. Upgrade your plan to add more.`;
}

export function eventsPerDayLimitMessage(p: Plan): string {
  return `The ${planName(p)} plan allows up to ${planLimits[p].eventsPerDay} events a day. Upgrade to Premium for unlimited events.`;
}
