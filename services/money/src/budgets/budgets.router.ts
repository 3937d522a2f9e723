import { Router } from 'express';
import {
  budgetPageQuery,
  createBudgetBody,
  createBudgetCategoryBody,
  updateBudgetBody,
  updateBudgetCategoryBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { BudgetsService } from './budgets.service';

export function budgetsRouter(budgets: BudgetsService): Router {
  const router = Router();
  const budgetId = (value: unknown) => parseId(value, 'Budget');

  router.get('/api/budgets', async (req, res) => {
    res.json(await budgets.list(callerOf(req), parse(budgetPageQuery, req.query)));
  });
  router.post('/api/budgets', async (req, res) => {
    res.status(201).json(await budgets.create(callerOf(req), parse(createBudgetBody, req.body)));
  });
  router.get('/api/budgets/:id', async (req, res) => {
    res.json(await budgets.get(callerOf(req), budgetId(req.params.id)));
  });
  router.patch('/api/budgets/:id', async (req, res) => {
    res.json(await budgets.update(callerOf(req), budgetId(req.params.id), parse(updateBudgetBody, req.body)));
  });
  router.delete('/api/budgets/:id', async (req, res) => {
    await budgets.remove(callerOf(req), budgetId(req.params.id));
    res.status(204).end();
  });
  router.post('/api/budgets/:id/categories', async (req, res) => {
    const body = parse(createBudgetCategoryBody, req.body);
    res.status(201).json(await budgets.addCategory(callerOf(req), budgetId(req.params.id), body));
  });
  router.patch('/api/budgets/:id/categories/:categoryId', async (req, res) => {
    const id = parseId(req.params.categoryId, 'Budget category');
    const body = parse(updateBudgetCategoryBody, req.body);
    res.json(await budgets.updateCategory(callerOf(req), budgetId(req.params.id), id, body));
  });
  router.delete('/api/budgets/:id/categories/:categoryId', async (req, res) => {
    const id = parseId(req.params.categoryId, 'Budget category');
    await budgets.removeCategory(callerOf(req), budgetId(req.params.id), id);
    res.status(204).end();
  });

  return router;
}
