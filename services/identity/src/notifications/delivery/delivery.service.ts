import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  alertTargetPath,
  categoryOfAlert,
  notificationCategoryLabels,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationChannelStatus,
  type NotificationLog,
  type NotificationPreferences,
  type NotificationTestAnswer,
  type notifyAlertsBody,
  type notifyEventBody,
  type OutboxEmail,
  type OutboxEmailSummary,
  type Page,
  type PageQuery,
} from '@familyhub/contracts';
import {
  badRequest,
  keysetCursor,
  logger,
  notFound,
  quietHoursEndAt,
  alertTextIn,
  runNow,
  type Caller,
} from '@familyhub/server-kit';
import { z as zod } from 'zod';
import type { UserRow } from '../../schema';
import type { UsersRepository } from '../../users';
import type { NotificationPreferencesRepository } from '../notification-preferences.repository';
import { preferencesOf } from '../notification-preferences.service';
import type { ChannelSender, OutgoingNotification, Recipient, SendResult } from './channel';
import type { DeliveriesRepository, NewDelivery } from './deliveries.repository';
import type { NotificationDeliveryRow, NotificationLogRow } from './notification-deliveries.table';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** Tries per delivery before it is given up (a transient failure waits 30 s, 1, 2, 4 minutes in between). */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 30_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 50;
/** Deliveries of a claimed batch sent at once. */
const SEND_CONCURRENCY = 8;

const log = logger.child({ feature: 'notifications' });
const idCursor = keysetCursor(zod.object({ id: zod.number().int().positive() }));

export interface DeliveryCounters {
  /** One per attempt that ended: by channel and outcome (`sent`, `failed`, `skipped`, `retry`). */
  attempt(channel: NotificationChannel, outcome: string): void;
}

export interface NotificationDeliveryOptions {
  deliveries: DeliveriesRepository;
  users: Pick<UsersRepository, 'listByFamily' | 'findById'>;
  preferences: Pick<NotificationPreferencesRepository, 'find' | 'findForUsers' | 'save'>;
  channels: ChannelSender[];
  tokens: UnsubscribeTokens;
  /** Where the app is served (PUBLIC_ORIGIN), for links in what is sent. */
  publicUrl: string;
  /** What the channels status reports beyond the senders (push key, bot name). */
  channelStatus: () => Omit<NotificationChannelStatus, 'email'> & { email: { transport: 'smtp' | 'outbox' } };
  clock?: () => Date;
  counters?: DeliveryCounters;
}

function toLog(row: NotificationLogRow): NotificationLog {
  return {
    id: row.id,
    type: row.type,
    channel: row.channel,
    status: row.status,
    content: row.content,
    error: row.error,
    attempt: row.attempt,
    targetType: row.targetType,
    targetId: row.targetId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const masterSwitch: Record<NotificationChannel, keyof NotificationPreferences> = {
  email: 'emailEnabled',
  push: 'pushEnabled',
  telegram: 'telegramEnabled',
};

/** The spec's own per-category switches (001 §3): off means off on every channel. */
const categorySwitch: Partial<Record<NotificationCategory, keyof NotificationPreferences>> = {
  tasks: 'taskNotifications',
  events: 'eventNotifications',
  messages: 'messageNotifications',
  chores: 'choreNotifications',
};

/** The channels a member gets this category on, by their preferences. */
export function channelsFor(
  prefs: NotificationPreferences,
  category: NotificationCategory,
  priority: 'normal' | 'urgent',
): NotificationChannel[] {
  const categoryOn = categorySwitch[category];
  if (categoryOn && !prefs[categoryOn]) return [];
  if (priority === 'urgent' && !prefs.urgentAlertEnabled) return [];
  return (prefs.categoryChannels[category] ?? []).filter((channel) => prefs[masterSwitch[channel]] === true);
}

/**
 * Notifications that leave the app (issue #30). Planning hands identity each alert once it is due
 * (`queueAlerts`); each member's preferences decide the channels, and one delivery row per member, channel and
 * cause is queued (its unique key makes a second hand-over a no-op). `sendDue` — the `notification-deliveries`
 * job on every instance, and right after a hand-over — claims due rows, holds non-urgent ones through the
 * member's quiet hours, sends, logs each attempt in notification_logs and retries transient failures with backoff.
 */
export function createNotificationDeliveryService(options: NotificationDeliveryOptions) {
  const { deliveries, users, preferences, tokens } = options;
  const clock = options.clock ?? (() => new Date());
  const senders = new Map(options.channels.map((sender) => [sender.channel, sender]));
  const absolute = (path: string) => new URL(path, options.publicUrl).toString();

  function unsubscribeUrl(userId: number, type: string, channel: NotificationChannel): string | null {
    if (channel !== 'email' || type === 'test') return null;
    const token = tokens.sign({ userId, category: type, channel });
    return absolute(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
  }

  function recipientOf(
    user: Pick<UserRow, 'id' | 'familyId' | 'name' | 'email'> & Partial<Pick<UserRow, 'language'>>,
    prefs: NotificationPreferences,
  ): Recipient {
    return {
      userId: user.id,
      familyId: user.familyId,
      name: user.name,
      email: prefs.emailAddress ?? user.email,
      language: user.language,
    };
  }

  function outgoing(row: NotificationDeliveryRow): OutgoingNotification {
    return {
      deliveryId: row.id,
      type: row.type,
      priority: row.priority,
      title: row.title,
      body: row.body,
      url: absolute(row.link),
      unsubscribeUrl: unsubscribeUrl(row.userId, row.type, row.channel),
      digest: (row.payload as OutgoingNotification['digest']) ?? undefined,
    };
  }

  async function attempt(row: NotificationDeliveryRow, recipient: Recipient): Promise<SendResult> {
    const sender = senders.get(row.channel);
    if (!sender) return { status: 'skipped', reason: `${row.channel} is not configured on this FamilyHub` };
    try {
      return await sender.send(recipient, outgoing(row));
    } catch (error) {
      return {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        transient: true,
      };
    }
  }

  /** The recipients of a claimed batch with their preferences, in two queries. */
  async function recipientsOf(rows: readonly NotificationDeliveryRow[]) {
    const ids = [...new Set(rows.map((row) => row.userId))];
    const [members, saved] = await Promise.all([deliveries.members(ids), preferences.findForUsers(ids)]);
    const prefsById = new Map(saved.map((row) => [row.userId, row]));
    return new Map(
      members.map((member) => [
        member.id,
        { member, prefs: preferencesOf(member.id, prefsById.get(member.id)) },
      ]),
    );
  }

  /** Sends one claimed delivery (or holds it for quiet hours) and records the attempt. */
  async function deliver(
    row: NotificationDeliveryRow,
    now: Date,
    known?: Awaited<ReturnType<typeof recipientsOf>>,
  ): Promise<{ outcome: string; log?: NotificationLogRow }> {
    const recipient = (known ?? (await recipientsOf([row]))).get(row.userId);
    const user = recipient?.member.familyId === row.familyId ? recipient.member : undefined;
    if (!user || !recipient) {
      // Removed from the family since it was queued: nothing is sent to them.
      await deliveries.finish(row.id, { state: 'skipped', lastError: 'No longer a member of the family' });
      return { outcome: 'skipped' };
    }
    const { prefs } = recipient;
    // A test and the digest come at the time the member asked for; urgent ones if the member lets them through.
    const breaksThrough =
      row.type === 'test' ||
      row.type === 'digest' ||
      (row.priority === 'urgent' && prefs.urgentBreaksQuietHours);
    const quietUntil = breaksThrough
      ? null
      : quietHoursEndAt(
          now,
          { enabled: prefs.quietHoursEnabled, start: prefs.quietHoursStart, end: prefs.quietHoursEnd },
          prefs.timeZone,
        );
    if (quietUntil) {
      // Not an attempt: it waits for the end of the member's quiet hours.
      await deliveries.finish(row.id, { state: 'pending', dueAt: quietUntil, attempts: row.attempts - 1 });
      return { outcome: 'held' };
    }
    const result = await attempt(row, recipientOf(user, prefs));
    const base = {
      familyId: row.familyId,
      userId: row.userId,
      deliveryId: row.id,
      type: row.type,
      channel: row.channel,
      content: row.title,
      attempt: row.attempts,
      targetType: row.targetType,
      targetId: row.targetId,
    };
    let outcome: string;
    let entry: NotificationLogRow;
    if (result.status === 'sent') {
      outcome = 'sent';
      entry = await deliveries.log({ ...base, status: 'sent', sentAt: now });
      await deliveries.finish(row.id, { state: 'sent', sentAt: now, lastError: null });
    } else if (result.status === 'skipped') {
      outcome = 'skipped';
      entry = await deliveries.log({ ...base, status: 'skipped', error: result.reason });
      await deliveries.finish(row.id, { state: 'skipped', lastError: result.reason });
    } else if (result.transient && row.attempts < MAX_ATTEMPTS) {
      outcome = 'retry';
      const retryAt = new Date(now.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1));
      entry = await deliveries.log({ ...base, status: 'pending', error: result.error });
      await deliveries.finish(row.id, { state: 'pending', dueAt: retryAt, lastError: result.error });
    } else {
      outcome = 'failed';
      entry = await deliveries.log({ ...base, status: 'failed', error: result.error });
      await deliveries.finish(row.id, { state: 'failed', lastError: result.error });
      log.warn({ deliveryId: row.id, channel: row.channel, error: result.error }, 'notification given up');
    }
    options.counters?.attempt(row.channel, outcome);
    return { outcome, log: entry };
  }

  async function sendDue(): Promise<Record<string, number>> {
    const totals: Record<string, number> = {};
    for (;;) {
      const now = clock();
      const claimed = await deliveries.claimDue(now, BATCH, LEASE_MS);
      const known = await recipientsOf(claimed);
      // A few at a time: an SMTP server or push service answers in milliseconds to seconds, the database in less.
      let next = 0;
      const worker = async () => {
        while (next < claimed.length) {
          const row = claimed[next++];
          const { outcome } = await deliver(row, now, known);
          totals[outcome] = (totals[outcome] ?? 0) + 1;
        }
      };
      await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
      if (claimed.length < BATCH) return totals;
    }
  }

  /** Sends what is due now, one run at a time in this instance (right after a hand-over, and by the job). */
  const kick = runNow(sendDue, (err) => {
    log.error({ err }, 'sending notifications failed; the job tries again');
    return {} as Record<string, number>;
  });

  /** The queue rows for one cause (an alert, a digest) on every channel the recipient wants it on. */
  function rowsFor(
    prefs: NotificationPreferences,
    base: Omit<NewDelivery, 'channel'>,
    category: NotificationCategory,
  ): NewDelivery[] {
    // A channel this FamilyHub has no sender for (no VAPID keys, no bot) is left out, not queued to fail.
    return channelsFor(prefs, category, base.priority ?? 'normal')
      .filter((channel) => senders.has(channel))
      .map((channel) => ({ ...base, channel }));
  }

  return {
    sendDue,
    kick,
    /** The channels this FamilyHub can send on (email always). */
    configuredChannels: (): NotificationChannel[] => [...senders.keys()],

    /** POST /internal/notifications/alerts: planning's due alerts for members of the signed family. */
    async queueAlerts(
      familyId: number,
      body: z.output<typeof notifyAlertsBody>,
    ): Promise<{ queued: number }> {
      // Only the family's members: an alert for someone removed since (or of another family) is not sent, and does
      // not hold up the others (planning marks the batch handed over either way).
      const family = await users.listByFamily(familyId);
      const members = new Set(family.map((user) => user.id));
      const languageOf = new Map(family.map((user) => [user.id, user.language]));
      const outsiders = body.alerts.filter((alert) => !members.has(alert.userId));
      if (outsiders.length > 0) {
        log.warn({ familyId, outsiders: outsiders.map((a) => a.userId) }, 'alerts for non-members not sent');
      }
      const alerts = body.alerts.filter((alert) => members.has(alert.userId));
      const saved = new Map(
        (await preferences.findForUsers([...new Set(alerts.map((a) => a.userId))])).map((row) => [
          row.userId,
          row,
        ]),
      );
      const rows = alerts.flatMap((alert) => {
        const prefs = preferencesOf(alert.userId, saved.get(alert.userId));
        const category = categoryOfAlert(alert.domain, alert.targetType);
        // Worded by its raiser (issue #35): written in the recipient's language, the family's words as typed.
        const { title, description } = alertTextIn(alert, languageOf.get(alert.userId) ?? 'en');
        return rowsFor(
          prefs,
          {
            familyId,
            userId: alert.userId,
            type: category,
            priority: alert.priority,
            sourceKey: `alert:${alert.alertId}`,
            title,
            body: description,
            link: alertTargetPath(alert.targetType, alert.targetId),
            targetType: alert.targetType,
            targetId: alert.targetId,
            dueAt: new Date(alert.showFrom),
          },
          category,
        );
      });
      const queued = await deliveries.enqueue(rows);
      if (queued.length > 0) void kick();
      return { queued: queued.length };
    },

    /** POST /internal/notifications/events: a happening some members asked to hear about, to all but its actor. */
    async queueEvent(familyId: number, body: z.output<typeof notifyEventBody>): Promise<{ queued: number }> {
      const members = await users.listByFamily(familyId);
      const actor = members.find((member) => member.id === body.actorId);
      const recipients = members.filter((member) => member.id !== body.actorId);
      const saved = new Map(
        (await preferences.findForUsers(recipients.map((m) => m.id))).map((row) => [row.userId, row]),
      );
      const rows = recipients.flatMap((member) =>
        rowsFor(
          preferencesOf(member.id, saved.get(member.id)),
          {
            familyId,
            userId: member.id,
            type: body.category,
            priority: 'normal',
            sourceKey: `event:${body.key}`,
            title: body.title,
            body: actor ? `By ${actor.name}` : null,
            link: body.link,
            dueAt: clock(),
          },
          body.category,
        ),
      );
      const queued = await deliveries.enqueue(rows);
      if (queued.length > 0) void kick();
      return { queued: queued.length };
    },

    /** POST /api/notifications/test: a test to the caller on one channel, sent now (quiet hours do not hold it). */
    async test(caller: Caller, channel: NotificationChannel): Promise<NotificationTestAnswer> {
      const [row] = await deliveries.enqueue([
        {
          familyId: caller.familyId,
          userId: caller.userId,
          channel,
          type: 'test',
          priority: 'urgent',
          sourceKey: `test:${randomUUID()}`,
          title: 'Test notification',
          body: `This is a test from FamilyHub: ${channel} notifications reach you.`,
          link: '/notifications',
          dueAt: clock(),
        },
      ]);
      // Sent here rather than by the job, so the answer can say how it went.
      const claimed = await deliveries.claimById(row.id, clock(), LEASE_MS);
      if (!claimed) return { status: 'pending', message: 'Queued: it goes out in a moment.', log: null };
      const { log: entry } = await deliver(claimed, clock());
      const status = entry?.status ?? 'skipped';
      const message =
        status === 'sent'
          ? channel === 'email' && options.channelStatus().email.transport === 'outbox'
            ? 'Sent. No mail server is set up, so it is in the operator’s outbox.'
            : `Sent by ${channel}.`
          : status === 'pending'
            ? `Not sent yet: ${entry?.error ?? 'it is tried again shortly'}`
            : `Not sent: ${entry?.error ?? 'unknown reason'}`;
      return { status, message, log: entry ? toLog(entry) : null };
    },

    async history(caller: Caller, query: PageQuery): Promise<Page<NotificationLog>> {
      const after = idCursor.decode(query.cursor);
      const rows = await deliveries.history(caller.familyId, caller.userId, query.limit + 1, after?.id);
      const page = idCursor.page(rows, query.limit, (row) => ({ id: row.id }));
      return { items: page.items.map(toLog), nextCursor: page.nextCursor };
    },

    async channels(caller: Caller): Promise<NotificationChannelStatus> {
      const user = await users.findById(caller.familyId, caller.userId);
      const prefs = preferencesOf(caller.userId, await preferences.find(caller.userId));
      const status = options.channelStatus();
      return { ...status, email: { ...status.email, address: prefs.emailAddress ?? user?.email ?? null } };
    },

    /** The one-click unsubscribe: turns that category off on that channel for the member the token names. */
    async unsubscribe(token: string) {
      const grant = tokens.verify(token);
      if (!grant)
        throw badRequest(
          'This unsubscribe link is not valid. Change what you get in Settings › Notifications.',
        );
      const row = await preferences.find(grant.userId);
      const prefs = preferencesOf(grant.userId, row);
      const { userId: _userId, ...values } = prefs;
      if (grant.category === 'digest') {
        values.digestEnabled = false;
      } else {
        const category = grant.category as NotificationCategory;
        values.categoryChannels = {
          ...values.categoryChannels,
          [category]: values.categoryChannels[category].filter((channel) => channel !== grant.channel),
        };
      }
      await preferences.save(grant.userId, values);
      const label =
        grant.category === 'digest'
          ? 'the digest'
          : notificationCategoryLabels[grant.category as NotificationCategory].label.toLowerCase();
      return {
        category: grant.category,
        channel: grant.channel,
        message: `You will no longer get ${label} by ${grant.channel}. Turn it back on in Settings › Notifications.`,
      };
    },

    /** Whether a token is valid, and what it would turn off (the confirmation page). */
    describeUnsubscribe(token: string) {
      const grant = tokens.verify(token);
      if (!grant) return null;
      return grant.category === 'digest'
        ? 'the digest'
        : notificationCategoryLabels[grant.category as NotificationCategory].label.toLowerCase();
    },

    async outbox(query: PageQuery): Promise<Page<OutboxEmailSummary>> {
      const after = idCursor.decode(query.cursor);
      const rows = await deliveries.outboxPage(query.limit + 1, after?.id);
      const page = idCursor.page(rows, query.limit, (row) => ({ id: row.id }));
      return {
        items: page.items.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },

    async outboxEmail(id: number): Promise<OutboxEmail> {
      const row = await deliveries.outboxEmail(id);
      if (!row) throw notFound('Email');
      return {
        id: row.id,
        to: row.toAddress,
        from: row.fromAddress,
        subject: row.subject,
        createdAt: row.createdAt.toISOString(),
        text: row.text,
        html: row.html,
        headers: row.headers,
      };
    },
  };
}
export type NotificationDeliveryService = ReturnType<typeof createNotificationDeliveryService>;
