import type { Router } from 'express';
import type { DigestAnswer, DigestWindow, DomainId, Plan } from '@familyhub/contracts';
import { askDigest, type Database, type JobDefinition, type Secrets } from '@familyhub/server-kit';
import type { UsersRepository } from '../users';
import type { ChannelSender } from './delivery/channel';
import { createDeliveriesRepository } from './delivery/deliveries.repository';
import {
  createNotificationDeliveryService,
  type DeliveryCounters,
  type NotificationDeliveryService,
} from './delivery/delivery.service';
import { createEmailChannel } from './delivery/email-channel';
import { createUnsubscribeTokens } from './delivery/unsubscribe-token';
import { createDigestRepository, createDigestService, digestRouter, type DigestService } from './digest';
import { createNotificationPreferencesRepository } from './notification-preferences.repository';
import { createPushChannel, type VapidSettings } from './push/push-channel';
import { createPushSubscriptionsRepository } from './push/push-subscriptions.repository';
import { pushSubscriptionsRouter } from './push/push-subscriptions.router';
import { createPushSubscriptionsService } from './push/push-subscriptions.service';
import { createTelegramBotApi } from './telegram/telegram-bot-api';
import { createTelegramChannel } from './telegram/telegram-channel';
import { createTelegramRepository } from './telegram/telegram.repository';
import { telegramRouter } from './telegram/telegram.router';
import { createTelegramService } from './telegram/telegram.service';

/** Where notifications go out and what they link to; defaults from the environment (README "Notifications"). */
export interface NotificationSettings {
  /** SMTP_URL; without it email is kept in the operator's outbox (/admin/outbox). */
  smtpUrl?: string;
  /** MAIL_FROM. */
  mailFrom: string;
  /** The app's address for links in what is sent: the first PUBLIC_ORIGIN, else the local gateway. */
  publicUrl: string;
  /** Web push's VAPID keys (`.data/secrets.json`, or VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY); without them no push. */
  push?: VapidSettings | null;
  /** TELEGRAM_BOT_TOKEN and TELEGRAM_API_BASE; without a token there is no Telegram channel. */
  telegram?: { botToken: string; apiBase: string } | null;
  /** Now, for the sender (tests move it across quiet hours and DST). */
  clock?: () => Date;
}

/**
 * The settings from the environment; `secrets` (main.ts: the install's `loadSecrets()`) supplies the generated
 * VAPID keys, so an app made without them (tests) never reads or writes `.data/`.
 */
export function notificationSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  secrets: Pick<Secrets, 'vapidPublicKey' | 'vapidPrivateKey'> = {},
): NotificationSettings {
  const origin = env.PUBLIC_ORIGIN?.split(',')[0]?.trim();
  const mailFrom = env.MAIL_FROM || 'FamilyHub <familyhub@localhost>';
  const publicUrl = origin || `http://localhost:${env.GATEWAY_PORT || env.PORT_GATEWAY || 4200}`;
  const publicKey = env.VAPID_PUBLIC_KEY || secrets.vapidPublicKey;
  const privateKey = env.VAPID_PRIVATE_KEY || secrets.vapidPrivateKey;
  // Push services want a way to reach the sender: an https address or a mailbox.
  const subject =
    env.VAPID_SUBJECT ||
    (publicUrl.startsWith('https:') ? publicUrl : `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom}`);
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    publicUrl,
    push: publicKey && privateKey ? { publicKey, privateKey, subject } : null,
    telegram: env.TELEGRAM_BOT_TOKEN
      ? { botToken: env.TELEGRAM_BOT_TOKEN, apiBase: env.TELEGRAM_API_BASE || 'https://api.telegram.org' }
      : null,
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
  /** The domains a plan has switched on, for the digest (the platform's registry). */
  domainsFor(plan: Plan): Promise<DomainId[]>;
  /** How the digest asks a domain (default: POST /internal/digest, signed with `signingKey`). */
  askDigest?: (domain: DomainId, windows: readonly DigestWindow[]) => Promise<DigestAnswer>;
  counters?: DeliveryCounters;
}

/**
 * Identity's notification sender, wired: email always (SMTP or the outbox), web push when there are VAPID keys,
 * Telegram when there is a bot token, and any extra channels; with the routers of the channels' own settings
 * (push devices, the Telegram link) and, with Telegram, the reading of the bot's messages (`telegram-updates`).
 */
export function createNotifications(options: NotificationsOptions): {
  delivery: NotificationDeliveryService;
  digest: DigestService;
  routers: Router[];
  readTelegramUpdates?: () => Promise<{ updates: number; linked: number }>;
} {
  const deliveries = createDeliveriesRepository(options.db);
  const email = createEmailChannel({
    smtpUrl: options.settings.smtpUrl,
    from: options.settings.mailFrom,
    outbox: deliveries,
    settingsUrl: new URL('/settings?tab=notifications', options.settings.publicUrl).toString(),
  });
  const pushSubscriptions = createPushSubscriptionsRepository(options.db);
  const push = options.settings.push
    ? createPushChannel({
        subscriptions: pushSubscriptions,
        vapid: options.settings.push,
        clock: options.settings.clock,
      })
    : null;
  const telegramSettings = options.settings.telegram;
  const telegramApi = telegramSettings
    ? createTelegramBotApi({ token: telegramSettings.botToken, apiBase: telegramSettings.apiBase })
    : null;
  const telegramLinks = createTelegramRepository(options.db);
  const telegram = createTelegramService({
    repository: telegramLinks,
    api: telegramApi,
    clock: options.settings.clock,
  });
  telegram.warmUp();
  const extra = [
    ...(push ? [push] : []),
    ...(telegramApi ? [createTelegramChannel({ repository: telegramLinks, api: telegramApi })] : []),
    ...(options.extraChannels ?? []),
  ];
  const delivery = createNotificationDeliveryService({
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
      push: { configured: push !== null, publicKey: push?.publicKey ?? null },
      telegram: { configured: telegram.configured, botUsername: telegram.botUsername() },
      sms: { configured: false },
      voice: { configured: false },
    }),
  });
  const digest = createDigestService({
    repository: createDigestRepository(options.db),
    deliveries,
    ask: options.askDigest ?? ((domain, windows) => askDigest(options.signingKey, domain, windows)),
    domainsFor: options.domainsFor,
    kick: () => void delivery.kick(),
    channels: () => delivery.configuredChannels(),
    clock: options.settings.clock,
  });
  return {
    delivery,
    digest,
    routers: [
      digestRouter(digest),
      pushSubscriptionsRouter(createPushSubscriptionsService(pushSubscriptions)),
      telegramRouter(telegram),
    ],
    readTelegramUpdates: telegram.configured ? () => telegram.readUpdates() : undefined,
  };
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

/** How often the bot's new messages (a member pressing Start on the deep link) are read. */
export const TELEGRAM_UPDATES_INTERVAL_MS = 3_000;

/** The `telegram-updates` job: getUpdates from the stored offset; one instance at a time reads them. */
export function telegramUpdatesJob(readUpdates: () => Promise<unknown>): JobDefinition {
  return {
    name: 'telegram-updates',
    everyMs: TELEGRAM_UPDATES_INTERVAL_MS,
    leaseMs: 60_000,
    run: readUpdates,
  };
}
