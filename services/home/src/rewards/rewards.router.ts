import type { Router } from 'express';
import { rewardEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { RewardsService } from './rewards.service';

export function rewardsRouter(service: RewardsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => service.list(caller, query));
    bind(endpoints.create, ({ caller, body }) => service.create(caller, body));
    bind(endpoints.update, ({ caller, params, body }) => service.update(caller, params.id, body));
    bind(endpoints.redeem, ({ caller, params }) => service.redeem(caller, params.id));
    bind(endpoints.redemptions, ({ caller, query }) => service.redemptions(caller, query));
    bind(endpoints.approve, ({ caller, params }) => service.approve(caller, params.id));
    bind(endpoints.reject, ({ caller, params }) => service.reject(caller, params.id));
  });
}
