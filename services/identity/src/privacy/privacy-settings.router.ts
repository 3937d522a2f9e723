import type { Router } from 'express';
import { userEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { PrivacySettingsService } from './privacy-settings.service';
/** GET/PUT /api/users/me/privacy — Settings › Privacy switches of the caller. */
export function privacySettingsRouter(privacy: PrivacySettingsService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.privacy, ({ caller }) => privacy.get(caller));
    bind(endpoints.savePrivacy, ({ caller, body }) => privacy.save(caller, body));
  });
}
