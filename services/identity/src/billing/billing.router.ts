import { Router } from 'express';
import { changePlanBody, checkoutBody } from '@familyhub/contracts';
import { callerOf, parse } from '@familyhub/server-kit';
import type { BillingService } from './billing.service';

/** /api/subscription/* (GET /api/subscription/status stays in subscription.router.ts). */
export function billingRouter(billing: BillingService): Router {
  const router = Router();
  router.get('/api/subscription', async (req, res) => {
    res.json(await billing.details(callerOf(req)));
  });
  router.get('/api/subscription/billing-history', async (req, res) => {
    res.json(await billing.history(callerOf(req)));
  });
  router.post('/api/subscription/checkout', async (req, res) => {
    const caller = callerOf(req);
    billing.assertAdmin(caller); // a parent or child is told "admin only" before the body is read
    res.status(201).json(await billing.checkout(caller, parse(checkoutBody, req.body)));
  });
  router.post('/api/subscription/change', async (req, res) => {
    const caller = callerOf(req);
    billing.assertAdmin(caller); // a parent or child is told "admin only" before the body is read
    res.json(await billing.change(caller, parse(changePlanBody, req.body)));
  });
  router.post('/api/subscription/cancel', async (req, res) => {
    res.json(await billing.cancel(callerOf(req)));
  });
  router.post('/api/subscription/resume', async (req, res) => {
    res.json(await billing.resume(callerOf(req)));
  });
  router.post('/api/subscription/switch-to-free', async (req, res) => {
    res.json(await billing.switchToFree(callerOf(req)));
  });
  return router;
}
