import { Router } from 'express';
import {
  createExpenseBody,
  expensePageQuery,
  expenseTotalsQuery,
  importExpensesBody,
  updateExpenseBody,
} from '@familyhub/contracts';
import { callerOf, drainedOrClosed, parse, parseId } from '@familyhub/server-kit';
import type { ExpensesService } from './expenses.service';

export function expensesRouter(expenses: ExpensesService): Router {
  const router = Router();
  const expenseId = (value: unknown) => parseId(value, 'Expense');

  router.get('/api/expenses', async (req, res) => {
    res.json(await expenses.list(callerOf(req), parse(expensePageQuery, req.query)));
  });
  router.get('/api/expenses/totals', async (req, res) => {
    res.json(await expenses.totals(callerOf(req), parse(expenseTotalsQuery, req.query)));
  });
  router.get('/api/expenses/export.csv', async (req, res) => {
    const range = parse(expenseTotalsQuery, req.query);
    const lines = expenses.exportCsv(callerOf(req), range);
    // The first chunk runs the checks (role, range) before any header is sent.
    const first = await lines.next();
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="expenses-${range.from}-to-${range.to}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    if (!first.done) res.write(first.value);
    for await (const chunk of lines) {
      // The member went away: stop reading (leaving the loop ends the export's query too).
      if (res.destroyed) break;
      if (!res.write(chunk)) await drainedOrClosed(res);
    }
    res.end();
  });
  router.post('/api/expenses/import', async (req, res) => {
    res.json(await expenses.import(callerOf(req), parse(importExpensesBody, req.body)));
  });
  router.post('/api/expenses', async (req, res) => {
    res.status(201).json(await expenses.create(callerOf(req), parse(createExpenseBody, req.body)));
  });
  router.get('/api/expenses/:id', async (req, res) => {
    res.json(await expenses.get(callerOf(req), expenseId(req.params.id)));
  });
  router.patch('/api/expenses/:id', async (req, res) => {
    res.json(
      await expenses.update(callerOf(req), expenseId(req.params.id), parse(updateExpenseBody, req.body)),
    );
  });
  router.delete('/api/expenses/:id', async (req, res) => {
    await expenses.remove(callerOf(req), expenseId(req.params.id));
    res.status(204).end();
  });

  return router;
}
