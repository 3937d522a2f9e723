import { useMutation } from '@tanstack/react-query';
import type { SavePushSubscriptionBody } from '@familyhub/contracts';
import { SERVICE_WORKER_URL } from '../../offline';
import { notificationsMessages } from '../messages';
import { useSavePushDevice } from './use-push-devices';

/**
 * The service worker that receives pushes: FamilyHub's one worker (/sw.js, issue #31), which imports the push handlers
 * of apps/shell/public/push-sw.js, so the app and the push card register the same script for the one registration a
 * scope holds. The dev server builds no /sw.js: push-sw.js alone there.
 */
export const PUSH_SERVICE_WORKER_URL =
  process.env.NODE_ENV === 'development' ? '/push-sw.js' : SERVICE_WORKER_URL;

type PushSetupKey =
  'push.unsupported' | 'push.blocked' | 'push.dismissed' | 'push.workerFailed' | 'push.subscribeFailed';

/** Why this device cannot get push, said (in the language in force) so that the member knows what to do. */
export class PushSetupError extends Error {
  constructor(key: PushSetupKey, values?: { reason: string }) {
    super(notificationsMessages.t(key, values));
  }
}

// The English of `push.unsupported`, `push.blocked` and `push.dismissed` (notifications.test.tsx keeps them equal).
export const PUSH_UNSUPPORTED =
  'This browser cannot receive push notifications. On an iPhone or iPad, add FamilyHub to the home screen first and open it from there.';
export const PUSH_BLOCKED =
  'Notifications are blocked for this site. Allow them in the browser’s site settings, then press Enable again.';
export const PUSH_DISMISSED =
  'The browser’s question was closed without an answer. Press Enable again and choose Allow.';

/** Whether this browser has what web push needs (a secure page, service workers, the Push and Notification APIs). */
export function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext !== false &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** A name for this device from its user agent, e.g. "Chrome on Linux" (the member can change it). */
export function deviceNameFromUserAgent(
  userAgent: string,
  t: (typeof notificationsMessages)['t'] = notificationsMessages.t,
): string {
  const browser = /Edg(e|A|iOS)?\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /SamsungBrowser\//.test(userAgent)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(userAgent)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(userAgent)
            ? 'Chrome'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : t('push.deviceName.browser');
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone/.test(userAgent)
      ? 'iPhone'
      : /iPad/.test(userAgent)
        ? 'iPad'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'macOS'
            : /CrOS/.test(userAgent)
              ? 'ChromeOS'
              : /Linux/.test(userAgent)
                ? 'Linux'
                : null;
  return system ? t('push.deviceName.default', { browser, system }) : browser;
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** Asks for permission, registers the service worker and subscribes this browser to push with the install's key. */
async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!browserSupportsPush()) throw new PushSetupError('push.unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('push.blocked');
  if (permission !== 'granted') throw new PushSetupError('push.dismissed');
  try {
    await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch (error) {
    throw new PushSetupError('push.workerFailed', {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  // A subscription made for another key (the install's keys changed) cannot be used: push services check it.
  if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
  try {
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return subscription.toJSON();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PushSetupError('push.subscribeFailed', { reason });
  }
}

/** "Enable on this device": the browser's subscription, then saved as one of the member's devices. */
export function useEnablePush() {
  const save = useSavePushDevice();
  return useMutation({
    mutationFn: async ({ publicKey, deviceName }: { publicKey: string; deviceName: string }) => {
      const subscription = await subscribeThisBrowser(publicKey);
      const body: SavePushSubscriptionBody = {
        endpoint: subscription.endpoint ?? '',
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
        expirationTime: subscription.expirationTime ?? null,
        deviceName,
      };
      return save.mutateAsync(body);
    },
  });
}
