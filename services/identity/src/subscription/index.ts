// What subscriptions offer to the other identity features (the rest is their own).
export { effectivePlan } from './effective-plan';
export { subscriptionStatusOf } from './subscription.service';
// What app.ts wires.
export { subscriptionRouter } from './subscription.router';
export { createSubscriptionService } from './subscription.service';
