import type { Router } from 'express';
import { affirmationEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { AffirmationsService } from './affirmations.service';

export function affirmationsRouter(service: AffirmationsService): Router {
  // Signed-in members only: the binding refuses a call without a caller.
  return endpointRouter((bind) => bind(endpoints.daily, ({ query }) => service.daily(query.date)));
}
