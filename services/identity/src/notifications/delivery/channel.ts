import type { Language, NotificationChannel } from '@familyhub/contracts';

/** Who a notification goes to, as the sender needs them. */
export interface Recipient {
  userId: number;
  familyId: number;
  name: string;
  /** The preferences' address, else the account's; null when the member has none. */
  email: string | null;
  /** The member's language (Settings › Profile): what an email's own words are written in. */
  language?: Language;
}

/** One notification on its way out, whatever the channel. */
export interface OutgoingNotification {
  deliveryId: number;
  /** A category (`tasks`), `digest` or `test`. */
  type: string;
  priority: 'normal' | 'urgent';
  title: string;
  body: string | null;
  /** The absolute address of the thing in the app. */
  url: string;
  /** The signed one-click unsubscribe address for this category (email; null for a test). */
  unsubscribeUrl: string | null;
  /** A digest's sections (type `digest`). */
  digest?: DigestSection[];
}

export interface DigestSection {
  title: string;
  items: { text: string; when: string | null }[];
}

/**
 * What happened: sent; skipped (nothing to send to: no address, no device, no linked chat — never retried); or
 * failed, `transient` when trying again later may work (a timeout, a 5xx), permanent otherwise.
 */
export type SendResult =
  | { status: 'sent' }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; error: string; transient: boolean };

/** One way out of the app (email, web push, Telegram). */
export interface ChannelSender {
  channel: NotificationChannel;
  send(recipient: Recipient, notification: OutgoingNotification): Promise<SendResult>;
}
