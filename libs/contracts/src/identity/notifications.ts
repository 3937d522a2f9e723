import { z } from 'zod';
import { domainIds, type DomainId } from '../catalogue';
import { alertWording } from '../cross-domain';

/**
 * Notifications that leave the app (issue #30): what is sent, on which channel, and what members and operators see
 * of it. The preferences themselves are in notification-preferences.ts (spec 001 §3).
 */

/** The channels a notification can leave by. SMS and voice stay off until a provider is configured. */
export const notificationChannels = ['email', 'push', 'telegram'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** What a notification is about; each is on or off per channel, per member. */
export const notificationCategories = [
  'events',
  'tasks',
  'health',
  'school',
  'bills',
  'chores',
  'rewards',
  'pantry',
  'essentials',
  'maintenance',
  'pets',
  'messages',
  'shopping',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export const notificationCategoryLabels: Readonly<
  Record<NotificationCategory, { label: string; hint: string }>
> = {
  events: { label: 'Events', hint: 'An event starting within the hour' },
  tasks: { label: 'Tasks', hint: 'A task assigned to you' },
  health: { label: 'Medication and health', hint: 'A missed or late dose, a water goal' },
  school: { label: 'School', hint: 'A permission slip, homework or school event due' },
  bills: { label: 'Bills', hint: 'A bill or subscription due within its reminder days' },
  chores: { label: 'Chores', hint: 'A chore assigned, verified or rejected' },
  rewards: { label: 'Rewards', hint: 'A reward approved or rejected' },
  pantry: { label: 'Pantry', hint: 'Food expiring tomorrow' },
  essentials: { label: 'Essentials', hint: 'An essential to reorder' },
  maintenance: { label: 'Maintenance', hint: 'Home maintenance due' },
  pets: { label: 'Pets', hint: 'Pet care due' },
  messages: { label: 'Messages', hint: 'A new family message' },
  shopping: { label: 'Shopping list', hint: 'Someone added to the shopping list' },
};

/** The channels each category goes to until a member chooses: every one, but the shopping list only on request. */
export function defaultCategoryChannels(): Record<NotificationCategory, NotificationChannel[]> {
  return Object.fromEntries(
    notificationCategories.map((category) => [
      category,
      category === 'shopping' ? [] : [...notificationChannels],
    ]),
  ) as Record<NotificationCategory, NotificationChannel[]>;
}

const channelList = z.array(z.enum(notificationChannels));

/** Every category's channels, as the preferences answer has them. */
export const allCategoryChannels = z.object(
  Object.fromEntries(notificationCategories.map((category) => [category, channelList])) as Record<
    NotificationCategory,
    typeof channelList
  >,
);

/** Channels per category as saved: a category left out keeps its default. */
export const categoryChannels = z
  .partialRecord(
    z.enum(notificationCategories, { error: 'Unknown notification category' }),
    z
      .array(z.enum(notificationChannels, { error: 'Channel must be email, push or telegram' }))
      .max(notificationChannels.length),
  )
  .transform((chosen) => ({ ...defaultCategoryChannels(), ...chosen }));
export type CategoryChannels = z.infer<typeof allCategoryChannels>;

const alertCategories: Readonly<Record<string, NotificationCategory>> = {
  task: 'tasks',
  event: 'events',
  message: 'messages',
  conversation: 'messages',
  'shopping-item': 'shopping',
  homework: 'school',
  'school-document': 'school',
  'school-event': 'school',
  medication: 'health',
  'water-goal': 'health',
  bill: 'bills',
  'household-subscription': 'bills',
  'chore-assignment': 'chores',
  'reward-redemption': 'rewards',
  'pantry-item': 'pantry',
  'essential-item': 'essentials',
  'maintenance-item': 'maintenance',
  'pet-care-item': 'pets',
};
/** A domain's own kind, for a target new to the table above; a domain not listed (a new one) counts as tasks. */
const domainFallback: Readonly<Partial<Record<DomainId, NotificationCategory>>> = {
  planning: 'tasks',
  school: 'school',
  wellness: 'health',
  home: 'chores',
  money: 'bills',
};

/** The category of an alert, by what it points at (a domain's own kind when the target is new to this table). */
export function categoryOfAlert(domain: DomainId, targetType: string | null): NotificationCategory {
  return (targetType && alertCategories[targetType]) || domainFallback[domain] || 'tasks';
}

export const notificationStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** One attempt to send a notification (spec 001 §3 notification_logs), as the member sees it on /notifications. */
export const notificationLog = z.object({
  id: z.number().int(),
  /** The category (`tasks`), `digest` or `test`. */
  type: z.string(),
  channel: z.enum(notificationChannels),
  status: z.enum(notificationStatuses),
  /** The title as sent. */
  content: z.string(),
  error: z.string().nullable(),
  attempt: z.number().int(),
  targetType: z.string().nullable(),
  targetId: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type NotificationLog = z.infer<typeof notificationLog>;

/** What can be sent here: the channels this install has configured (GET /api/notifications/channels). */
export const notificationChannelStatus = z.object({
  email: z.object({
    /** `smtp`: real email; `outbox`: kept in the operator's outbox (no SMTP_URL). */
    transport: z.enum(['smtp', 'outbox']),
    /** Where the member's email goes: the preferences' address, else the account's. */
    address: z.string().nullable(),
  }),
  push: z.object({ configured: z.boolean(), publicKey: z.string().nullable() }),
  telegram: z.object({ configured: z.boolean(), botUsername: z.string().nullable() }),
  sms: z.object({ configured: z.boolean() }),
  voice: z.object({ configured: z.boolean() }),
});
export type NotificationChannelStatus = z.infer<typeof notificationChannelStatus>;

export const notificationTestBody = z
  .object({
    channel: z.enum(notificationChannels, { error: 'Channel must be email, push or telegram' }),
  })
  .strict();
export type NotificationTestBody = z.input<typeof notificationTestBody>;

/** The test's outcome: sent, or why not (nothing to send to, the channel refused). */
export const notificationTestAnswer = z.object({
  status: z.enum(notificationStatuses),
  message: z.string(),
  log: notificationLog.nullable(),
});
export type NotificationTestAnswer = z.infer<typeof notificationTestAnswer>;

/** One email in the operator's outbox (no SMTP_URL: email is kept instead of sent). */
export const outboxEmailSummary = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});
export type OutboxEmailSummary = z.infer<typeof outboxEmailSummary>;
export const outboxEmail = outboxEmailSummary.extend({
  from: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;

/** POST /internal/notifications/alerts (planning → identity): alerts now due, for members of the signed family. */
export const notifyAlertsBody = z
  .object({
    alerts: z
      .array(
        z.object({
          alertId: z.number().int().positive(),
          userId: z.number().int().positive(),
          domain: z.enum(domainIds),
          title: z.string().min(1).max(200),
          description: z.string().max(1000).nullable(),
          /** The title and description as "key + params": written in each recipient's language (issue #35). */
          wording: alertWording.nullish(),
          priority: z.enum(['normal', 'urgent']),
          targetType: z.string().nullable(),
          targetId: z.number().int().nullable(),
          showFrom: z.string(),
        }),
      )
      .max(500),
  })
  .strict();
export type NotifyAlertsBody = z.input<typeof notifyAlertsBody>;
export const notifyAlertsAnswer = z.object({ queued: z.number().int() });

/**
 * POST /internal/notifications/events (a domain → identity): something happened that some members asked to hear
 * about outside the app without it being an alert (someone added to the shopping list). Sent to the family's
 * members who chose a channel for the category, never to the member who did it.
 */
export const notifyEventBody = z
  .object({
    category: z.enum(notificationCategories, { error: 'Unknown notification category' }),
    /** Unique per happening (`shopping-added:42`): handing it over twice sends it once. */
    key: z.string().regex(/^[\x21-\x7e]{1,200}$/, 'Key must be printable characters without spaces'),
    title: z.string().trim().min(1).max(200),
    /** The screen it opens. */
    link: z.string().startsWith('/').max(500),
    /** Who did it: left out, and named in the notification. */
    actorId: z.number().int().positive().nullable(),
  })
  .strict();
export type NotifyEventBody = z.input<typeof notifyEventBody>;

/** The one-click unsubscribe (RFC 8058): the signed token from the email's link or List-Unsubscribe header. */
export const unsubscribeQuery = z.object({
  token: z
    .string({ error: 'The unsubscribe link is incomplete' })
    .min(10, 'The unsubscribe link is incomplete'),
});
export const unsubscribeAnswer = z.object({
  category: z.string(),
  channel: z.enum(notificationChannels),
  message: z.string(),
});

/** A browser's push subscription as `PushSubscription.toJSON()` gives it, with a name for the device list. */
export const savePushSubscriptionBody = z
  .object({
    endpoint: z
      .url({ error: 'The push endpoint must be an https URL', protocol: /^https?$/ })
      .max(2000, 'The push endpoint is too long'),
    keys: z.object({
      p256dh: z.string().min(20, 'The subscription key is missing').max(200),
      auth: z.string().min(8, 'The subscription secret is missing').max(100),
    }),
    expirationTime: z.number().nullish(),
    deviceName: z.string().trim().min(1, 'Name this device').max(80, 'At most 80 characters'),
  })
  .strict();
export type SavePushSubscriptionBody = z.input<typeof savePushSubscriptionBody>;

/** One device that receives web push (Settings › Notifications lists them). */
export const pushDevice = z.object({
  id: z.number().int(),
  deviceName: z.string(),
  /** The push service's host (fcm.googleapis.com, updates.push.services.mozilla.com, …). */
  service: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDevice>;

/** The member's Telegram link (spec 001 §3 telegram_integrations). */
export const telegramLink = z.object({
  linked: z.boolean(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  linkedAt: z.string().nullable(),
});
export type TelegramLink = z.infer<typeof telegramLink>;

/** Start linking: open the bot's deep link and press Start; the link is good for a while. */
export const telegramLinkStart = z.object({ url: z.string(), expiresAt: z.string() });
export type TelegramLinkStart = z.infer<typeof telegramLinkStart>;
