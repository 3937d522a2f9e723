import { Router } from 'express';
import { billPageQuery, createBillBody, payBillBody, updateBillBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { BillsService } from './bills.service';

export function billsRouter(bills: BillsService): Router {
  const router = Router();

  router.get('/api/bills', async (req, res) => {
    res.json(await bills.list(callerOf(req), parse(billPageQuery, req.query)));
  });

  router.get('/api/bills/summary', async (req, res) => {
    res.json(await bills.summary(callerOf(req)));
  });

  router.get('/api/bills/:id', async (req, res) => {
    res.json(await bills.get(callerOf(req), parseId(req.params.id, 'Bill')));
  });

  router.post('/api/bills', async (req, res) => {
    res.status(201).json(await bills.create(callerOf(req), parse(createBillBody, req.body)));
  });

  router.patch('/api/bills/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Bill');
    res.json(await bills.update(callerOf(req), id, parse(updateBillBody, req.body)));
  });

  router.post('/api/bills/:id/pay', async (req, res) => {
    const id = parseId(req.params.id, 'Bill');
    res.json(await bills.pay(callerOf(req), id, parse(payBillBody, req.body ?? {})));
  });

  router.delete('/api/bills/:id', async (req, res) => {
    await bills.remove(callerOf(req), parseId(req.params.id, 'Bill'));
    res.status(204).end();
  });

  return router;
}
