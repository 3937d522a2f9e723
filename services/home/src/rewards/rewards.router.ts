import { Router } from 'express';
import {
  createRewardBody,
  redemptionListQuery,
  rewardListQuery,
  updateRewardBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { RewardsService } from './rewards.service';

/** `/api/rewards` and `/api/reward-redemptions` (001 §7) with redeem, approve and reject. */
export function rewardsRouter(service: RewardsService): Router {
  const router = Router();
  router.get('/api/rewards', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(rewardListQuery, req.query)));
  });
  router.post('/api/rewards', async (req, res) => {
    res.status(201).json(await service.create(callerOf(req), parse(createRewardBody, req.body)));
  });
  router.patch('/api/rewards/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Reward');
    res.json(await service.update(callerOf(req), id, parse(updateRewardBody, req.body)));
  });
  router.post('/api/rewards/:id/redeem', async (req, res) => {
    res.status(201).json(await service.redeem(callerOf(req), parseId(req.params.id, 'Reward')));
  });
  router.get('/api/reward-redemptions', async (req, res) => {
    res.json(await service.redemptions(callerOf(req), parse(redemptionListQuery, req.query)));
  });
  router.post('/api/reward-redemptions/:id/approve', async (req, res) => {
    res.json(await service.approve(callerOf(req), parseId(req.params.id, 'Reward redemption')));
  });
  router.post('/api/reward-redemptions/:id/reject', async (req, res) => {
    res.json(await service.reject(callerOf(req), parseId(req.params.id, 'Reward redemption')));
  });
  return router;
}
