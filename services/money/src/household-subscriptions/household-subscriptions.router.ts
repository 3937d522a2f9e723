import type { Router } from 'express';
import { householdSubscriptionEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { HouseholdSubscriptionsService } from './household-subscriptions.service';

export function householdSubscriptionsRouter(subscriptions: HouseholdSubscriptionsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => subscriptions.list(caller, query));
    bind(endpoints.summary, ({ caller }) => subscriptions.summary(caller));
    bind(endpoints.create, ({ caller, body }) => subscriptions.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => subscriptions.update(caller, params.id, body));
    bind(endpoints.renew, ({ caller, params }) => subscriptions.renew(caller, params.id));
    bind(endpoints.remove, ({ caller, params }) => subscriptions.remove(caller, params.id));
  });
}
