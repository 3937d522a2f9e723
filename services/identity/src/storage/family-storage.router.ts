import { Router } from 'express';
import { callerOf } from '@familyhub/server-kit';
import type { FamilyStorageService } from './family-storage.service';

/** `GET /api/settings/storage`: what the family's files take, per domain and in all (Settings → Family). */
export function familyStorageRouter(storage: FamilyStorageService): Router {
  const router = Router();
  router.get('/api/settings/storage', async (req, res) => {
    res.json(await storage.usage(callerOf(req)));
  });
  return router;
}
