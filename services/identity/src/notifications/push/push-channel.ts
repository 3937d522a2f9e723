import webpush from 'web-push';
import { logger } from '@familyhub/server-kit';
import type { ChannelSender, OutgoingNotification, Recipient, SendResult } from '../delivery/channel';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository';
import type { PushSubscriptionRow } from './push-subscriptions.table';

/** The install's VAPID identity (RFC 8292): the key pair from `.data/secrets.json` or the environment. */
export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  /** VAPID_SUBJECT: a `mailto:` or `https:` contact for the push services' operators. */
  subject: string;
}

export interface PushChannelOptions {
  subscriptions: Pick<PushSubscriptionsRepository, 'listOwn' | 'delete' | 'touch'>;
  vapid: VapidSettings;
  clock?: () => Date;
  /** How long a push service may take to answer. */
  timeoutMs?: number;
}

/** What the service worker (apps/shell/public/push-sw.js) shows. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** How long a push service keeps a message for a device that is offline (seconds): a day. */
const TIME_TO_LIVE_S = 24 * 60 * 60;
export const NO_PUSH_DEVICE = 'No device receives push: turn it on in Settings › Notifications';

const log = logger.child({ feature: 'notifications', channel: 'push' });

type DeviceOutcome = 'sent' | 'gone' | { error: string; transient: boolean };

/**
 * Web push (issue #30): the payload is encrypted to each of the member's devices (RFC 8291, aes128gcm) and signed
 * with the install's VAPID key by the `web-push` library, then posted to the device's push service. A device the
 * push service no longer knows (404, 410) is removed; sent when any device took it.
 */
export function createPushChannel(options: PushChannelOptions): ChannelSender & { publicKey: string } {
  const { subscriptions, vapid } = options;
  const clock = options.clock ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function sendTo(row: PushSubscriptionRow, payload: string, urgent: boolean): Promise<DeviceOutcome> {
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE_S,
        contentEncoding: 'aes128gcm',
        urgency: urgent ? 'high' : 'normal',
      },
    );
    // fetch sets the length itself; web-push's own sender speaks https only, and tests use a local http endpoint.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const text = error instanceof Error ? error.message : String(error);
      return { error: `${new URL(row.endpoint).host}: ${cause ?? text}`, transient: true };
    }
    const text = (await response.text().catch(() => '')).slice(0, 200);
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) return 'gone';
    const transient = response.status === 429 || response.status >= 500;
    return {
      error: `${new URL(row.endpoint).host} answered ${response.status}${text ? `: ${text}` : ''}`,
      transient,
    };
  }

  return {
    channel: 'push',
    publicKey: vapid.publicKey,
    async send(recipient: Recipient, notification: OutgoingNotification): Promise<SendResult> {
      const devices = await subscriptions.listOwn(recipient.familyId, recipient.userId);
      if (devices.length === 0) return { status: 'skipped', reason: NO_PUSH_DEVICE };
      const payload: PushPayload = {
        title: notification.title,
        body: notification.body ?? '',
        url: notification.url,
        tag: `familyhub-${notification.type}-${notification.deliveryId}`,
      };
      const json = JSON.stringify(payload);
      const outcomes = await Promise.all(
        devices.map(async (device) => {
          const outcome = await sendTo(device, json, notification.priority === 'urgent');
          if (outcome === 'sent') await subscriptions.touch(device.id, clock());
          if (outcome === 'gone') {
            log.info({ subscriptionId: device.id }, 'push subscription expired; removed');
            await subscriptions.delete(device.id);
          }
          return outcome;
        }),
      );
      if (outcomes.includes('sent')) return { status: 'sent' };
      const failures = outcomes.filter(
        (o): o is Exclude<DeviceOutcome, 'sent' | 'gone'> => typeof o === 'object',
      );
      if (failures.length === 0) {
        return {
          status: 'skipped',
          reason:
            'No device receives push any more (the push service forgot it): turn it on again in Settings › Notifications',
        };
      }
      return {
        status: 'failed',
        error: failures
          .map((f) => f.error)
          .join('; ')
          .slice(0, 500),
        transient: failures.some((f) => f.transient),
      };
    },
  };
}
