import type { Database, JobDefinition } from '@familyhub/server-kit';
import type { UsersRepository } from '../users';
import type { ChannelSender } from './delivery/channel';
import { createDeliveriesRepository } from './delivery/deliveries.repository';
import { createNotificationDeliveryService, type DeliveryCounters } from './delivery/delivery.service';
import { createEmailChannel } from './delivery/email-channel';
import { createUnsubscribeTokens } from './delivery/unsubscribe-token';
import { createNotificationPreferencesRepository } from './notification-preferences.repository';

/** Where notifications go out and what they link to; defaults from the environment (README "Notifications"). */
export interface NotificationSettings {
  /** SMTP_URL; without it email is kept in the operator's outbox (/admin/outbox). */
  smtpUrl?: string;
  /** MAIL_FROM. */
  mailFrom: string;
  /** The app's address for links in what is sent: the first PUBLIC_ORIGIN, else the local gateway. */
  publicUrl: string;
  /** Now, for the sender (tests move it across quiet hours and DST). */
  clock?: () => Date;
}

export function notificationSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): NotificationSettings {
  const origin = env.PUBLIC_ORIGIN?.split(',')[0]?.trim();
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'FamilyHub <familyhub@localhost>',
    publicUrl: origin || `http://localhost:${env.GATEWAY_PORT || env.PORT_GATEWAY || 4200}`,
  };
}

export interface NotificationsOptions {
  db: Database;
  users: UsersRepository;
  /** Signs the unsubscribe links (the install's internal key). */
  signingKey: string;
  settings: NotificationSettings;
  /** More ways out beside email (web push, Telegram) when they are configured. */
  extraChannels?: ChannelSender[];
  counters?: DeliveryCounters;
}

/** Identity's notification sender, wired: email always (SMTP or the outbox), and the configured channels. */
export function createNotifications(options: NotificationsOptions) {
  const deliveries = createDeliveriesRepository(options.db);
  const email = createEmailChannel({
    smtpUrl: options.settings.smtpUrl,
    from: options.settings.mailFrom,
    outbox: deliveries,
    settingsUrl: new URL('/settings?tab=notifications', options.settings.publicUrl).toString(),
  });
  const extra = options.extraChannels ?? [];
  return createNotificationDeliveryService({
    deliveries,
    users: options.users,
    preferences: createNotificationPreferencesRepository(options.db),
    channels: [email, ...extra],
    tokens: createUnsubscribeTokens(options.signingKey),
    publicUrl: options.settings.publicUrl,
    clock: options.settings.clock,
    counters: options.counters,
    channelStatus: () => ({
      email: { transport: email.transport },
      push: { configured: extra.some((c) => c.channel === 'push'), publicKey: null },
      telegram: { configured: extra.some((c) => c.channel === 'telegram'), botUsername: null },
      sms: { configured: false },
      voice: { configured: false },
    }),
  });
}

/** How often every instance looks for notifications due (quiet hours ending, retries, reminders come due). */
export const NOTIFICATION_SEND_INTERVAL_MS = 5_000;

/** The `notification-deliveries` job: claims and sends what is due; rows are claimed, so any instance may run it. */
export function notificationDeliveriesJob(sendDue: () => Promise<Record<string, number>>): JobDefinition {
  return {
    name: 'notification-deliveries',
    everyMs: NOTIFICATION_SEND_INTERVAL_MS,
    leaseMs: 2 * 60_000,
    run: sendDue,
  };
}
