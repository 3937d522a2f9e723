import type { NotifyAlertsBody, NotifyEventBody } from '@familyhub/contracts';
import { callService, logger } from '@familyhub/server-kit';

const log = logger.child({ client: 'notifications' });

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

/** Tells identity of a happening some members asked to hear about (issue #30); never throws, never waits long. */
export type EventNotice = (familyId: number, event: NotifyEventBody) => Promise<void>;

/** `POST /internal/notifications/events`, signed as planning acting for the family; a failure is only logged. */
export function identityEventNotice(internalKey: string): EventNotice {
  return async (familyId, event) => {
    try {
      await callService(internalKey, 'identity', {
        method: 'POST',
        path: '/internal/notifications/events',
        caller: { service: 'planning', familyId },
        body: event,
        timeoutMs: 5_000,
      });
    } catch (err) {
      log.warn({ err, familyId, key: event.key }, 'a notification was not handed to identity');
    }
  };
}
