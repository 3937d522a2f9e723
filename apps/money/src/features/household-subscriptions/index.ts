import { lazyDialog } from '@familyhub/ui';

export { SubscriptionsTab } from './components/subscriptions-tab';
/** The Add Subscription dialog, its form fetched when it first opens (issue #34). */
export const AddSubscriptionDialog = lazyDialog(() =>
  import('./components/add-subscription-dialog').then((m) => m.AddSubscriptionDialog),
);
