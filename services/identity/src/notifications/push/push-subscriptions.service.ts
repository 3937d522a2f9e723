import type { z } from 'zod';
import type { PushDevice, savePushSubscriptionBody } from '@familyhub/contracts';
import { notFound, type Caller } from '@familyhub/server-kit';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository';
import type { PushSubscriptionRow } from './push-subscriptions.table';

function toDevice(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    deviceName: row.deviceName,
    service: new URL(row.endpoint).host,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Settings › Notifications › Push: each member's own devices; another member's are not found. */
export function createPushSubscriptionsService(subscriptions: PushSubscriptionsRepository) {
  return {
    async list(caller: Caller): Promise<PushDevice[]> {
      return (await subscriptions.listOwn(caller.familyId, caller.userId)).map(toDevice);
    },

    async subscribe(caller: Caller, body: z.output<typeof savePushSubscriptionBody>): Promise<PushDevice> {
      const row = await subscriptions.save({
        familyId: caller.familyId,
        userId: caller.userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        deviceName: body.deviceName,
      });
      return toDevice(row);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      if (!(await subscriptions.deleteOwn(caller.familyId, caller.userId, id))) throw notFound('Device');
    },
  };
}
export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;
