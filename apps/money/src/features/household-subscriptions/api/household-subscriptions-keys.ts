/** Query keys of the household subscriptions; each starts with their live-update topic. */
export const householdSubscriptionsKeys = {
  all: () => ['household-subscriptions'] as const,
  list: () => ['household-subscriptions', 'list'] as const,
  summary: () => ['household-subscriptions', 'summary'] as const,
};
