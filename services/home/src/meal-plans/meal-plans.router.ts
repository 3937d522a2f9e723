import { Router } from 'express';
import {
  createMealPlanBody,
  generateShoppingListBody,
  mealPlanListQuery,
  updateMealPlanBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { MealPlansService } from './meal-plans.service';

/** `/api/meal-plans` (001 §7) with move and remove, and `POST /api/generate-shopping-list`. */
export function mealPlansRouter(service: MealPlansService): Router {
  const router = Router();

  router.get('/api/meal-plans', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(mealPlanListQuery, req.query)));
  });

  router.post('/api/meal-plans', async (req, res) => {
    res.status(201).json(await service.create(callerOf(req), parse(createMealPlanBody, req.body)));
  });

  router.patch('/api/meal-plans/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Meal plan');
    res.json(await service.update(callerOf(req), id, parse(updateMealPlanBody, req.body)));
  });

  router.delete('/api/meal-plans/:id', async (req, res) => {
    await service.remove(callerOf(req), parseId(req.params.id, 'Meal plan'));
    res.status(204).end();
  });

  router.post('/api/generate-shopping-list', async (req, res) => {
    res.json(
      await service.generateShoppingList(callerOf(req), parse(generateShoppingListBody, req.body ?? {})),
    );
  });

  return router;
}
