import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationCategories, notificationChannels, type NotificationChannel } from '@familyhub/contracts';

export interface UnsubscribeGrant {
  userId: number;
  /** A category or `digest`. */
  category: string;
  channel: NotificationChannel;
}

const known = new Set<string>([...notificationCategories, 'digest']);
const channels = new Set<string>(notificationChannels);

/**
 * The signed token in an email's unsubscribe link (RFC 8058): it names the member, the category and the channel,
 * and works without signing in. HMAC-SHA256 under a key derived from the install's signing key, so it cannot be
 * made for another member, and it never expires (an old email's link still works, as mail clients expect).
 */
export function createUnsubscribeTokens(signingKey: string) {
  const key = createHmac('sha256', signingKey).update('familyhub:unsubscribe:v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    sign({ userId, category, channel }: UnsubscribeGrant): string {
      const payload = `${userId}.${category}.${channel}`;
      return `${payload}.${mac(payload)}`;
    },

    /** The grant, or null for a token that was altered or made up. */
    verify(token: string): UnsubscribeGrant | null {
      const parts = token.split('.');
      if (parts.length !== 4) return null;
      const [user, category, channel, signature] = parts;
      const expected = Buffer.from(mac(`${user}.${category}.${channel}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const userId = Number(user);
      if (!Number.isInteger(userId) || userId <= 0 || !known.has(category) || !channels.has(channel))
        return null;
      return { userId, category, channel: channel as NotificationChannel };
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
