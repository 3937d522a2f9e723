import type { NotifyAlertsBody } from '@familyhub/contracts';
import { callService } from '@familyhub/server-kit';

/** Hands a family's due alerts to identity, which sends them by email, push or Telegram (issue #30). */
export type AlertHandOver = (familyId: number, alerts: NotifyAlertsBody['alerts']) => Promise<void>;

/** `POST /internal/notifications/alerts`, signed as planning acting for the family. */
export function identityAlertHandOver(internalKey: string): AlertHandOver {
  return async (familyId, alerts) => {
    await callService(internalKey, 'identity', {
      method: 'POST',
      path: '/internal/notifications/alerts',
      caller: { service: 'planning', familyId },
      body: { alerts },
    });
  };
}
