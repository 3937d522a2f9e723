import { z } from 'zod';
import { plans } from './plan-rules';

export * from './plan-rules';

export const plan = z.enum(plans);

export const subscriptionStatus = z.object({
  isPremium: z.boolean(),
  plan,
  trialEnd: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;
