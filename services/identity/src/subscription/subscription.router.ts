import type { Router } from 'express';
import { billingEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { SubscriptionService } from './subscription.service';
export function subscriptionRouter(subscriptions: SubscriptionService): Router {
  return endpointRouter((bind) =>
    bind(endpoints.status, ({ caller }) => subscriptions.statusOf(caller.familyId)),
  );
}
