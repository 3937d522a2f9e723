export { SubscriptionsTab } from './components/subscriptions-tab';
export { AddSubscriptionDialog } from './components/add-subscription-dialog';
