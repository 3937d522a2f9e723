import type { Router } from 'express';
import { familyEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter, familyCallerOf } from '@familyhub/server-kit';
import type { FamiliesService } from './families.service';
/** Under /api/settings: the gateway routes that prefix to identity (it has no /api/family entry). */
export function familiesRouter(families: FamiliesService): Router {
  const router = endpointRouter((bind) => {
    bind(endpoints.settings, ({ caller }) => families.settings(caller));
    bind(endpoints.updateSettings, ({ caller, body }) => families.update(caller, body));
    bind(endpoints.supportContact, ({ caller }) => families.supportContact(caller));
    bind(endpoints.saveSupportContact, ({ caller, body }) => families.saveSupportContact(caller, body));
  });
  router.get('/internal/family', async (req, res) => {
    res.json(await families.facts(familyCallerOf(req).familyId));
  });
  return router;
}
