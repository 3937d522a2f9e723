export { householdSubscriptions } from './household-subscriptions.table';
export { createHouseholdSubscriptionsRepository } from './household-subscriptions.repository';
export {
  createHouseholdSubscriptionsService,
  type HouseholdSubscriptionsService,
} from './household-subscriptions.service';
export { householdSubscriptionsRouter } from './household-subscriptions.router';
