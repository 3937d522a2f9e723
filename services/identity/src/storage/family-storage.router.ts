import type { Router } from 'express';
import { familyEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { FamilyStorageService } from './family-storage.service';
/** `GET /api/settings/storage`: what the family's files take, per domain and in all (Settings → Family). */
export function familyStorageRouter(storage: FamilyStorageService): Router {
  return endpointRouter((bind) => bind(endpoints.storage, ({ caller }) => storage.usage(caller)));
}
