import { Router } from 'express';
import {
  createWaterGoalBody,
  createWaterIntakeBody,
  updateWaterGoalBody,
  waterIntakeListQuery,
  waterTotalsQuery,
  wellnessPageQuery,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { WaterService } from './water.service';

/** 001 §7's water calls, plus the day totals for the progress bar and the 7-day chart. */
export function waterRouter(service: WaterService): Router {
  const router = Router();

  router.get('/api/water-intakes', async (req, res) => {
    res.json(await service.listIntakes(callerOf(req), parse(waterIntakeListQuery, req.query)));
  });
  router.get('/api/water-intakes/totals', async (req, res) => {
    res.json(await service.totals(callerOf(req), parse(waterTotalsQuery, req.query)));
  });
  router.post('/api/water-intakes', async (req, res) => {
    res.status(201).json(await service.addIntake(callerOf(req), parse(createWaterIntakeBody, req.body)));
  });
  router.delete('/api/water-intakes/:id', async (req, res) => {
    await service.removeIntake(callerOf(req), parseId(req.params.id, 'Water intake'));
    res.status(204).end();
  });

  router.get('/api/water-goals', async (req, res) => {
    res.json(await service.listGoals(callerOf(req), parse(wellnessPageQuery, req.query)));
  });
  router.post('/api/water-goals', async (req, res) => {
    res.status(201).json(await service.createGoal(callerOf(req), parse(createWaterGoalBody, req.body)));
  });
  router.patch('/api/water-goals/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Water goal');
    res.json(await service.updateGoal(callerOf(req), id, parse(updateWaterGoalBody, req.body)));
  });

  return router;
}
