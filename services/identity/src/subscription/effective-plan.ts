import type { Plan } from '@familyhub/contracts';

export interface FamilyPlan {
  plan: Plan;
  /** Set while the plan is a trial; billing clears it once a payment is recorded. */
  trialEndsAt: Date | null;
  /** Set when a paid plan was canceled at its period end. */
  planEndsAt: Date | null;
}

/** The plan a family may use now: its plan, unless it was an unpaid trial or a canceled paid period that has ended. */
export function effectivePlan(family: FamilyPlan, now: Date): Plan {
  if (family.trialEndsAt && family.trialEndsAt.getTime() < now.getTime()) return 'free';
  if (family.planEndsAt && family.planEndsAt.getTime() <= now.getTime()) return 'free';
  return family.plan;
}
