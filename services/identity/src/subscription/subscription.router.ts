import { Router } from 'express';
import { callerOf } from '@familyhub/server-kit';
import type { SubscriptionService } from './subscription.service';

export function subscriptionRouter(subscriptions: SubscriptionService): Router {
  const router = Router();
  router.get('/api/subscription/status', async (req, res) => {
    res.json(await subscriptions.statusOf(callerOf(req).familyId));
  });
  return router;
}
