import { planLimits, planName, planPrices, type Plan } from '@familyhub/contracts';

/** "March 24, 2026" */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

export function priceText(plan: Plan): string {
  return plan === 'free' ? '$0' : `${planPrices[plan].label} per ${planPrices[plan].period}`;
}

/** The landing's limits in words (spec 000 §9). */
export function limitsText(plan: Plan): string[] {
  const { members, eventsPerDay } = planLimits[plan];
  return [
    members === null ? 'Unlimited family members' : `Up to ${members} family members`,
    eventsPerDay === null ? 'Unlimited events a day' : `${eventsPerDay} events a day`,
  ];
}

export { planName };
