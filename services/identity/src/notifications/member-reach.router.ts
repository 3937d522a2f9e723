import { Router } from 'express';
import { defaultNotificationPreferences, type FamilyMemberReach } from '@familyhub/contracts';
import { familyCallerOf } from '@familyhub/server-kit';
import type { UsersRepository } from '../users';
import type { NotificationPreferencesRepository } from './notification-preferences.repository';

/**
 * GET /internal/family-members (service to service, never forwarded by the gateway): the signed caller's family
 * with what a domain needs to alert them — role, canViewFinances, and quiet hours (spec 001 §9 defaults for a
 * member who never saved preferences). Accepts a member or a service acting for a family (a scheduled reminder).
 */
export function memberReachRouter(
  users: Pick<UsersRepository, 'listByFamily'>,
  preferences: Pick<NotificationPreferencesRepository, 'findForUsers'>,
): Router {
  const router = Router();
  router.get('/internal/family-members', async (req, res) => {
    const { familyId } = familyCallerOf(req);
    const members = await users.listByFamily(familyId);
    const saved = new Map(
      (await preferences.findForUsers(members.map((m) => m.id))).map((row) => [row.userId, row]),
    );
    const answer: FamilyMemberReach[] = members.map((member) => {
      const prefs = saved.get(member.id) ?? defaultNotificationPreferences(member.id);
      return {
        id: member.id,
        name: member.name,
        role: member.role,
        canViewFinances: member.canViewFinances,
        quietHours: {
          enabled: prefs.quietHoursEnabled,
          start: prefs.quietHoursStart,
          end: prefs.quietHoursEnd,
        },
      };
    });
    res.json(answer);
  });
  return router;
}
