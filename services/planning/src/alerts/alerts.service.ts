import type { z } from 'zod';
import type {
  Alert,
  AlertsQuery,
  Language,
  ClearAlertsAnswer,
  RaiseAlertsAnswer,
  clearAlertsBody,
  raiseAlertsBody,
} from '@familyhub/contracts';
import {
  badRequest,
  forbidden,
  notFound,
  alertTextIn,
  type Caller,
  type FamilyCaller,
} from '@familyhub/server-kit';
import { affordableSeries, type EventsRepository, groupExceptions } from '../events';
import { EXPANSION_BUDGET_DAYS } from '@familyhub/contracts';
import type { TaskRow } from '../schema';
import {
  eventSoonAlert,
  mentionAlerts,
  occurrencesStartingSoon,
  SOON_MS,
  taskAssignedAlert,
  type MentionedMessage,
} from './alert-rules';
import type { AlertSelection, AlertsRepository, DomainAlert } from './alerts.repository';
import type { DoNotDisturbLookup } from '../clients/do-not-disturb';
import type { MemberReach } from '../clients/member-reach';
import { quietHoursEndAt } from '@familyhub/server-kit';
import type { AlertRow } from './alerts.table';

/**
 * An alert as its reader gets it: the title and description in their language when the raiser worded them (issue
 * #35), the stored English otherwise. A description the wording leaves out is family data, shown as stored.
 */
export function toAlert(row: AlertRow, language: Language): Alert {
  return {
    id: row.id,
    userId: row.userId,
    ...alertTextIn(row, language),
    priority: row.priority,
    status: row.status,
    targetType: row.targetType,
    targetId: row.targetId,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    showFrom: row.showFrom.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** What the task and event rules tell the alerts (so they raise or forget alerts as things change). */
export interface AlertHooks {
  /** `actorId`: the member who saved it, null for a domain's job acting for the family. */
  taskSaved(
    familyId: number,
    actorId: number | null,
    task: TaskRow,
    previousAssigneeId: number | null,
  ): Promise<void>;
  targetRemoved(familyId: number, targetType: 'task' | 'event', targetId: number): Promise<void>;
  eventRescheduled(familyId: number, eventId: number): Promise<void>;
  /** A message @mentioned some of its readers (issue #32): each is told, in the app and on their channels. */
  messageSent(familyId: number, message: MentionedMessage): Promise<void>;
}

export interface AlertsServiceOptions {
  repository: AlertsRepository;
  events: Pick<EventsRepository, 'candidatesForWindow' | 'exceptionsFor' | 'familiesWithEventsBetween'>;
  members: MemberReach;
  clock?: () => Date;
  /** The reader's do-not-disturb me time (wellness); without it nobody is ever held. */
  doNotDisturb?: DoNotDisturbLookup;
  /** Told after alerts were raised, so they are handed over for email, push and Telegram at once (issue #30). */
  onRaised?: () => void;
}

/**
 * Alerts are raised by the family's own planning actions (docs/adr/0003-alerts-in-planning.md): a task
 * assigned to you by someone else (normal), an event starting within the hour (urgent, computed when the
 * member reads their alerts). A member reads and dismisses only their own alerts. While a member is in me time
 * marked do-not-disturb (wellness, docs/adr/0014), the normal alerts that reached them since it began are held.
 */
export function createAlertsService({
  repository,
  events,
  members,
  clock = () => new Date(),
  doNotDisturb = async () => null,
  onRaised = () => undefined,
}: AlertsServiceOptions) {
  /** The recipients' quiet hours, after checking that every one is in the caller's family (asked afresh once). */
  async function recipientsOf(caller: FamilyCaller, recipientIds: readonly number[]) {
    const envelope =
      caller.kind === 'member' ? caller.member : { service: caller.service, familyId: caller.familyId };
    let family = await members(envelope);
    const known = () => new Map(family.map((m) => [m.id, m]));
    let byId = known();
    if (recipientIds.some((id) => !byId.has(id))) {
      family = await members(envelope, { fresh: true });
      byId = known();
    }
    const outsiders = recipientIds.filter((id) => !byId.has(id));
    if (outsiders.length > 0) {
      throw badRequest('Recipients must be members of your family', { recipientIds: outsiders });
    }
    return recipientIds.map((id) => byId.get(id)!);
  }

  /** Urgent alerts for the family's occurrences starting within the hour, to each recipient (once per occurrence). */
  async function raiseEventsStartingSoon(
    familyId: number,
    recipients: () => Promise<readonly number[]>,
    now: Date,
  ) {
    const window = { start: now, end: new Date(now.getTime() + SOON_MS) };
    const candidates = await events.candidatesForWindow(familyId, window.start, window.end);
    if (candidates.length === 0) return;
    // The poll runs every 30 s for every open screen: past the expansion budget, the remaining series wait.
    const series = affordableSeries(candidates, window, EXPANSION_BUDGET_DAYS).affordable;
    const repeating = series.filter((event) => event.recurrence).map((event) => event.id);
    const exceptions = groupExceptions(await events.exceptionsFor(familyId, repeating, window));
    const soon = occurrencesStartingSoon(series, now, exceptions);
    if (soon.length === 0) return;
    // Who is in the family is asked only when something starts soon (the job looks at every family each minute).
    const recipientIds = await recipients();
    await repository.raise(
      familyId,
      soon.flatMap((occurrence) => recipientIds.map((id) => eventSoonAlert(occurrence, id))),
      now,
    );
    onRaised();
  }

  const hooks: AlertHooks = {
    async taskSaved(familyId, actorId, task, previousAssigneeId) {
      if (task.assignedToId === previousAssigneeId) return;
      const alert = taskAssignedAlert(task, actorId);
      if (!alert) return;
      await repository.raise(familyId, [alert], clock());
      onRaised();
    },
    async targetRemoved(familyId, targetType, targetId) {
      await repository.removeForTarget(familyId, targetType, targetId, false);
    },
    async eventRescheduled(familyId, eventId) {
      // Active ones are raised again at the next read if the new time is still within the hour.
      await repository.removeForTarget(familyId, 'event', eventId, true);
    },
    async messageSent(familyId, message) {
      const raised = mentionAlerts(message);
      if (raised.length === 0) return;
      await repository.raise(familyId, raised, clock());
      onRaised();
    },
  };

  return {
    hooks,

    /**
     * The `event-reminders` job: every family's events starting within the hour raise their urgent alert for every
     * member even when nobody has the app open, so it can be sent (issue #30). Reading alerts raises the same ones
     * (same dedupe key), so each member gets one per occurrence.
     */
    async raiseEventReminders(): Promise<{ families: number }> {
      const now = clock();
      const familyIds = await events.familiesWithEventsBetween(now, new Date(now.getTime() + SOON_MS));
      for (const familyId of familyIds) {
        await raiseEventsStartingSoon(
          familyId,
          async () => (await members({ service: 'planning', familyId })).map((member) => member.id),
          now,
        );
      }
      return { families: familyIds.length };
    },

    /** The reader's alerts, worded in `language` (the caller's). */
    async list(caller: Caller, userId: number, query: AlertsQuery, language: Language): Promise<Alert[]> {
      if (userId !== caller.userId) throw forbidden('You can only see your own alerts');
      const now = clock();
      if (query.status !== 'dismissed')
        await raiseEventsStartingSoon(caller.familyId, async () => [caller.userId], now);
      const rows = await repository.list(caller.familyId, caller.userId, query.status, now);
      // In do-not-disturb me time, normal alerts that came since it began wait until it ends; urgent ones do not.
      const quiet = query.status === 'dismissed' ? null : await doNotDisturb(caller);
      return rows
        .filter(
          (row) =>
            !quiet || row.status !== 'active' || row.priority === 'urgent' || row.showFrom < quiet.since,
        )
        .map((row) => toAlert(row, language));
    },

    /**
     * POST /internal/alerts: one alert per recipient, idempotent by the domain's dedupe key. A normal alert whose
     * show time falls in a recipient's quiet hours is held until they end; an urgent one is shown at once.
     */
    async raiseFromDomain(
      caller: FamilyCaller,
      body: z.output<typeof raiseAlertsBody>,
    ): Promise<RaiseAlertsAnswer> {
      const recipients = await recipientsOf(caller, [...new Set(body.recipientIds)]);
      const requested = body.showFrom ? new Date(body.showFrom) : clock();
      const held = new Set<number>();
      const values: DomainAlert[] = recipients.map((recipient) => {
        const quietUntil =
          body.priority === 'urgent' ? null : quietHoursEndAt(requested, recipient.quietHours, body.timeZone);
        if (quietUntil) held.add(recipient.id);
        return {
          userId: recipient.id,
          title: body.title,
          description: body.description ?? null,
          wording: body.wording ?? null,
          priority: body.priority,
          targetType: body.target.type,
          targetId: body.target.id,
          dedupeKey: body.dedupeKey,
          createdById: caller.kind === 'member' ? caller.member.userId : null,
          showFrom: quietUntil ?? requested,
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        };
      });
      const rows = await repository.upsertFromDomain(caller.familyId, body.domain, values, !body.showFrom);
      onRaised();
      return {
        alerts: rows.map((row) => ({
          id: row.id,
          userId: row.userId,
          showFrom: row.showFrom.toISOString(),
          heldForQuietHours: held.has(row.userId),
        })),
      };
    },

    /** POST /internal/alerts/clear: the domain's alerts by key, key prefix or target, in the caller's family only. */
    async clearFromDomain(
      caller: FamilyCaller,
      body: z.output<typeof clearAlertsBody>,
    ): Promise<ClearAlertsAnswer> {
      const by = body.dedupeKey
        ? { dedupeKey: body.dedupeKey }
        : body.dedupeKeyPrefix
          ? { dedupeKeyPrefix: body.dedupeKeyPrefix }
          : { target: body.target! };
      const which: AlertSelection = { ...by, recipientIds: body.recipientIds };
      return { cleared: await repository.clearFromDomain(caller.familyId, body.domain, which) };
    },

    async dismiss(caller: Caller, alertId: number, language: Language): Promise<Alert> {
      const row = await repository.dismiss(caller.familyId, caller.userId, alertId);
      if (!row) throw notFound('Alert');
      return toAlert(row, language);
    },
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
