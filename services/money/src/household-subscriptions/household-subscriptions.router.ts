import { Router } from 'express';
import {
  createHouseholdSubscriptionBody,
  householdSubscriptionPageQuery,
  updateHouseholdSubscriptionBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { HouseholdSubscriptionsService } from './household-subscriptions.service';

const BASE = '/api/household-subscriptions';

export function householdSubscriptionsRouter(subscriptions: HouseholdSubscriptionsService): Router {
  const router = Router();

  router.get(BASE, async (req, res) => {
    res.json(await subscriptions.list(callerOf(req), parse(householdSubscriptionPageQuery, req.query)));
  });

  router.get(`${BASE}/summary`, async (req, res) => {
    res.json(await subscriptions.summary(callerOf(req)));
  });

  router.post(BASE, async (req, res) => {
    const body = parse(createHouseholdSubscriptionBody, req.body);
    res.status(201).json(await subscriptions.create(callerOf(req), body));
  });

  router.patch(`${BASE}/:id`, async (req, res) => {
    const id = parseId(req.params.id, 'Subscription');
    res.json(await subscriptions.update(callerOf(req), id, parse(updateHouseholdSubscriptionBody, req.body)));
  });

  router.post(`${BASE}/:id/renew`, async (req, res) => {
    res.json(await subscriptions.renew(callerOf(req), parseId(req.params.id, 'Subscription')));
  });

  router.delete(`${BASE}/:id`, async (req, res) => {
    await subscriptions.remove(callerOf(req), parseId(req.params.id, 'Subscription'));
    res.status(204).end();
  });

  return router;
}
