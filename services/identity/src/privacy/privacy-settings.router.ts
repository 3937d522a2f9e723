import { Router } from 'express';
import { savePrivacySettingsBody } from '@familyhub/contracts';
import { callerOf, parse } from '@familyhub/server-kit';
import type { PrivacySettingsService } from './privacy-settings.service';

/** GET/PUT /api/users/me/privacy — Settings › Privacy switches of the caller. */
export function privacySettingsRouter(privacy: PrivacySettingsService): Router {
  const router = Router();
  router.get('/api/users/me/privacy', async (req, res) => {
    res.json(await privacy.get(callerOf(req)));
  });
  router.put('/api/users/me/privacy', async (req, res) => {
    const caller = callerOf(req);
    res.json(await privacy.save(caller, parse(savePrivacySettingsBody, req.body)));
  });
  return router;
}
