import { Router } from 'express';
import {
  createGroceryTripBody,
  groceryBudgetPageQuery,
  groceryTripPageQuery,
  setGroceryBudgetBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { GroceryService } from './grocery.service';

/** Spec 001 §7: `GET|POST /api/grocery-budgets`, `GET|POST /api/grocery-trips`; deletes by id. */
export function groceryRouter(grocery: GroceryService): Router {
  const router = Router();

  router.get('/api/grocery-budgets', async (req, res) => {
    res.json(await grocery.listBudgets(callerOf(req), parse(groceryBudgetPageQuery, req.query)));
  });

  router.post('/api/grocery-budgets', async (req, res) => {
    const { budget, created } = await grocery.setBudget(callerOf(req), parse(setGroceryBudgetBody, req.body));
    res.status(created ? 201 : 200).json(budget);
  });

  router.delete('/api/grocery-budgets/:id', async (req, res) => {
    await grocery.removeBudget(callerOf(req), parseId(req.params.id, 'Grocery budget'));
    res.status(204).end();
  });

  router.get('/api/grocery-trips', async (req, res) => {
    res.json(await grocery.listTrips(callerOf(req), parse(groceryTripPageQuery, req.query)));
  });

  router.post('/api/grocery-trips', async (req, res) => {
    res.status(201).json(await grocery.addTrip(callerOf(req), parse(createGroceryTripBody, req.body)));
  });

  router.delete('/api/grocery-trips/:id', async (req, res) => {
    await grocery.removeTrip(callerOf(req), parseId(req.params.id, 'Grocery trip'));
    res.status(204).end();
  });

  return router;
}
