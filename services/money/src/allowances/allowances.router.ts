import { Router } from 'express';
import {
  allowancePageQuery,
  allowanceTransactionPageQuery,
  createAllowanceBody,
  createAllowanceTransactionBody,
  updateAllowanceBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { AllowancesService } from './allowances.service';

export function allowancesRouter(allowances: AllowancesService): Router {
  const router = Router();

  router.get('/api/allowances', async (req, res) => {
    res.json(await allowances.list(callerOf(req), parse(allowancePageQuery, req.query)));
  });

  router.post('/api/allowances', async (req, res) => {
    res.status(201).json(await allowances.create(callerOf(req), parse(createAllowanceBody, req.body)));
  });

  router.get('/api/allowances/:id', async (req, res) => {
    res.json(await allowances.get(callerOf(req), parseId(req.params.id, 'Allowance')));
  });

  router.patch('/api/allowances/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Allowance');
    res.json(await allowances.update(callerOf(req), id, parse(updateAllowanceBody, req.body)));
  });

  router.delete('/api/allowances/:id', async (req, res) => {
    await allowances.remove(callerOf(req), parseId(req.params.id, 'Allowance'));
    res.status(204).end();
  });

  router.get('/api/allowances/:id/transactions', async (req, res) => {
    const id = parseId(req.params.id, 'Allowance');
    res.json(
      await allowances.listTransactions(callerOf(req), id, parse(allowanceTransactionPageQuery, req.query)),
    );
  });

  router.post('/api/allowances/:id/transactions', async (req, res) => {
    const id = parseId(req.params.id, 'Allowance');
    const body = parse(createAllowanceTransactionBody, req.body);
    res.status(201).json(await allowances.addTransaction(callerOf(req), id, body));
  });

  return router;
}
