import type { Plan } from '@familyhub/contracts';

export interface FamilyPlan {
  plan: Plan;
  /** Set while the plan is a trial; billing clears it once a payment is recorded. */
  trialEndsAt: Date | null;
}

/** The plan a family may use now: its plan, unless it was an unpaid trial that has ended. */
export function effectivePlan(family: FamilyPlan, now: Date): Plan {
  if (family.trialEndsAt && family.trialEndsAt.getTime() < now.getTime()) return 'free';
  return family.plan;
}
