import { Router } from 'express';
import { platformAdminEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter, forbidden } from '@familyhub/server-kit';
import type { PlatformDomainsService } from './platform-domains.service';

export function platformDomainsRouter(domains: PlatformDomainsService): Router {
  const router = Router();

  // The gateway reads the registry every few seconds; signed like every call, and only as itself (no caller).
  router.get('/internal/platform/domains', async (req, res) => {
    if (req.caller) throw forbidden('Only the gateway reads the domain registry here');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await domains.registry());
  });

  router.use(
    endpointRouter((bind) => {
      bind(endpoints.domains, ({ caller }, _req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        return domains.listForOperator(caller);
      });
      bind(endpoints.updateDomain, ({ caller, params, body }) => domains.update(caller, params.id, body));
    }),
  );

  return router;
}
