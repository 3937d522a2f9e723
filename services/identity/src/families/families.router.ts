import { Router } from 'express';
import { updateFamilySettingsBody } from '@familyhub/contracts';
import { callerOf, parse } from '@familyhub/server-kit';
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
  return router;
}
