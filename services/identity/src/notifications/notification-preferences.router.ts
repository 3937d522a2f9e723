import type { Router } from 'express';
import { userEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { NotificationPreferencesService } from './notification-preferences.service';
/** GET/POST /api/users/{id}/notification-preferences (spec 001 §7), for the caller (or a parent for a child). */
export function notificationPreferencesRouter(preferences: NotificationPreferencesService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.notificationPreferences, ({ caller, params }) => preferences.get(caller, params.id));
    bind(endpoints.saveNotificationPreferences, ({ caller, params, body }) =>
      preferences.save(caller, params.id, body),
    );
  });
}
