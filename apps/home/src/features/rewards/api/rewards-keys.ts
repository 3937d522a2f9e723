import type { RedemptionStatus } from '@familyhub/contracts';

/** Query keys; the roots are the live topics the home service publishes ('rewards', 'reward-redemptions'). */
export const rewardsKeys = {
  all: ['rewards'] as const,
  list: (includeInactive: boolean) => [...rewardsKeys.all, 'list', includeInactive] as const,
};
export const redemptionsKeys = {
  all: ['reward-redemptions'] as const,
  list: (filter: { redeemedById?: number; status?: RedemptionStatus }) =>
    [...redemptionsKeys.all, 'list', filter] as const,
};
