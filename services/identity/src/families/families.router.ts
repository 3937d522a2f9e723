import { Router } from 'express';
import { updateFamilySettingsBody } from '@familyhub/contracts';
import { callerOf, familyCallerOf, parse } from '@familyhub/server-kit';
import type { FamiliesService } from './families.service';

/** Under /api/settings: the gateway routes that prefix to identity (it has no /api/family entry). */
export function familiesRouter(families: FamiliesService): Router {
  const router = Router();
  router.get('/api/settings/family', async (req, res) => {
    res.json(await families.settings(callerOf(req)));
  });
  router.patch('/api/settings/family', async (req, res) => {
    const caller = callerOf(req);
    res.json(await families.update(caller, parse(updateFamilySettingsBody, req.body)));
  });
  // Service to service (never forwarded by the gateway): the family's facts a domain needs, e.g. its currency for
  // the amounts in a bill reminder. Accepts a member or a service acting for the family.
  router.get('/internal/family', async (req, res) => {
    res.json(await families.facts(familyCallerOf(req).familyId));
  });
  return router;
}
