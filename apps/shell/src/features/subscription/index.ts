// What the subscription feature offers to the rest of the shell (the rest is its own).
export { useChangePlan, useCheckout, useSubscriptionDetails } from './api/use-subscription';
export { planName } from './plan-text';
export { SubscriptionTab } from './subscription-tab';
