import type { Router } from 'express';
import { notificationEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { DigestService } from './digest.service';

/** GET /api/notifications/digest/preview: the caller's next digest, as it would be sent (issue #30). */
export function digestRouter(digest: DigestService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.digestPreview, ({ caller }) => digest.preview(caller));
  });
}
