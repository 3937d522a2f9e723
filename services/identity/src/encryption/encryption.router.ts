import type { Router } from 'express';
import { securityEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { EncryptionService } from './encryption.service';
/** The admin encryption status panel (Settings › Security); admins only, others get 403. */
export function encryptionRouter(encryption: EncryptionService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.encryption, ({ caller }) => encryption.status(caller));
    bind(endpoints.testEncryption, ({ caller }) => encryption.test(caller));
  });
}
