// What the subscription feature offers to the rest of the shell (the rest is its own).
export { useChangePlan, useCheckout, useSubscriptionDetails } from './api/use-subscription';
export { planName, usePlanText } from './plan-text';
export { subscriptionMessages } from './messages';
export { SubscriptionTab } from './subscription-tab';
