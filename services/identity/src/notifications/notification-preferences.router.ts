import { Router } from 'express';
import { saveNotificationPreferencesBody } from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { NotificationPreferencesService } from './notification-preferences.service';

/** GET/POST /api/users/{id}/notification-preferences (spec 001 §7), for the caller only. */
export function notificationPreferencesRouter(preferences: NotificationPreferencesService): Router {
  const router = Router();
  router.get('/api/users/:id/notification-preferences', async (req, res) => {
    const caller = callerOf(req);
    res.json(await preferences.get(caller, parseId(req.params.id, 'Family member')));
  });
  router.post('/api/users/:id/notification-preferences', async (req, res) => {
    const caller = callerOf(req);
    const userId = parseId(req.params.id, 'Family member');
    // Checked before the body is read, so another member's id is "not allowed" rather than "invalid".
    preferences.assertOwn(caller, userId);
    res.json(await preferences.save(caller, userId, parse(saveNotificationPreferencesBody, req.body)));
  });
  return router;
}
