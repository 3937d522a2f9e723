import { Router } from 'express';
import { callerOf } from '@familyhub/server-kit';
import type { EncryptionService } from './encryption.service';

/** The admin encryption status panel (Settings › Security); admins only, others get 403. */
export function encryptionRouter(encryption: EncryptionService): Router {
  const router = Router();
  router.get('/api/encryption/status', (req, res) => {
    res.json(encryption.status(callerOf(req)));
  });
  router.post('/api/encryption/test', (req, res) => {
    res.json(encryption.test(callerOf(req)));
  });
  return router;
}
