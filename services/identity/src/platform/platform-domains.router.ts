import { Router } from 'express';
import { updateDomainSwitchesBody } from '@familyhub/contracts';
import { callerOf, forbidden, parse } from '@familyhub/server-kit';
import type { PlatformDomainsService } from './platform-domains.service';

export function platformDomainsRouter(domains: PlatformDomainsService): Router {
  const router = Router();

  // The gateway reads the registry every few seconds; signed like every call, and only as itself (no caller).
  router.get('/internal/platform/domains', async (req, res) => {
    if (req.caller) throw forbidden('Only the gateway reads the domain registry here');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await domains.registry());
  });

  router.get('/api/platform/admin/domains', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await domains.listForOperator(callerOf(req)));
  });

  router.patch('/api/platform/admin/domains/:id', async (req, res) => {
    const caller = callerOf(req);
    res.json(await domains.update(caller, String(req.params.id), parse(updateDomainSwitchesBody, req.body)));
  });

  return router;
}
