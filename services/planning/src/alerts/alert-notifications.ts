import type { DomainId, NotifyAlertsBody } from '@familyhub/contracts';
import { logger, runNow, type JobDefinition } from '@familyhub/server-kit';
import type { AlertHandOver } from '../clients/notifications';
import type { AlertsRepository } from './alerts.repository';
import type { AlertRow } from './alerts.table';

const BATCH = 500;
const log = logger.child({ feature: 'alert-notifications' });

export interface AlertNotifierOptions {
  repository: Pick<AlertsRepository, 'toNotify' | 'markNotified'>;
  handOver: AlertHandOver;
  /** The recipient's do-not-disturb me time now (wellness): a normal alert waits until it ends. */
  doNotDisturb?: (familyId: number, userId: number) => Promise<{ until: Date } | null>;
  clock?: () => Date;
}

function toHandOver(row: AlertRow): NotifyAlertsBody['alerts'][number] {
  return {
    alertId: row.id,
    userId: row.userId,
    domain: row.domain as DomainId,
    title: row.title,
    description: row.description,
    // Identity writes each recipient's copy in their language from it (issue #35).
    wording: row.wording,
    priority: row.priority,
    targetType: row.targetType,
    targetId: row.targetId,
    showFrom: row.showFrom.toISOString(),
  };
}

/**
 * Hands every alert to identity once it is due, so it also leaves the app (issue #30): right after an alert is
 * raised (`kick`) and every few seconds (the `alert-notifications` job: reminders raised ahead of time, an identity
 * that was down). An alert is marked only after identity took it, and identity's queue is unique per alert, so a
 * hand-over repeated after a crash sends nothing twice. An alert cleared or dismissed before it was due is never
 * handed over; a normal one for a member in do-not-disturb me time (wellness) waits until it ends.
 */
export function createAlertNotifier({
  repository,
  handOver,
  doNotDisturb = async () => null,
  clock = () => new Date(),
}: AlertNotifierOptions) {
  /**
   * The rows to hand over now: a normal one for a member in do-not-disturb me time waits (it stays due, and is
   * looked at again by the next run; the app shows it when the me time ends, early or not).
   */
  async function notHeld(
    rows: AlertRow[],
    now: Date,
    spans: Map<string, Promise<{ until: Date } | null>>,
  ): Promise<AlertRow[]> {
    const ready: AlertRow[] = [];
    for (const row of rows) {
      if (row.priority === 'urgent') {
        ready.push(row);
        continue;
      }
      const key = `${row.familyId}:${row.userId}`;
      if (!spans.has(key)) spans.set(key, doNotDisturb(row.familyId, row.userId));
      const span = await spans.get(key)!;
      if (!span || span.until <= now) ready.push(row);
    }
    return ready;
  }

  async function forwardDue(): Promise<{ handedOver: number; waiting: number }> {
    let handedOver = 0;
    let waiting = 0;
    const failedFamilies = new Set<number>();
    const spans = new Map<string, Promise<{ until: Date } | null>>();
    for (;;) {
      const now = clock();
      const due = await repository.toNotify(now, BATCH);
      const rows = (await notHeld(due, now, spans)).filter((row) => !failedFamilies.has(row.familyId));
      const byFamily = new Map<number, AlertRow[]>();
      for (const row of rows) byFamily.set(row.familyId, [...(byFamily.get(row.familyId) ?? []), row]);
      for (const [familyId, family] of byFamily) {
        try {
          await handOver(familyId, family.map(toHandOver));
          await repository.markNotified(
            family.map((row) => row.id),
            now,
          );
          handedOver += family.length;
        } catch (err) {
          // Identity is down or refused: these wait for the next run; the other families go on.
          failedFamilies.add(familyId);
          waiting += family.length;
          log.warn({ err, familyId }, 'alerts not handed over for sending; tried again shortly');
        }
      }
      // A full batch of held or refused alerts would come back unchanged: they wait for the next run.
      if (due.length < BATCH || byFamily.size === 0) return { handedOver, waiting };
    }
  }

  /** Hands over what is due now, one run at a time in this instance. */
  const kick = runNow(forwardDue, (err) => {
    log.error({ err }, 'handing alerts over failed; the job tries again');
    return { handedOver: 0, waiting: 0 };
  });

  return { forwardDue, kick };
}
export type AlertNotifier = ReturnType<typeof createAlertNotifier>;

/** How often every instance looks for alerts come due (a reminder raised ahead of time, quiet hours past). */
export const ALERT_NOTIFY_INTERVAL_MS = 5_000;

export function alertNotificationsJob(forward: () => Promise<unknown>): JobDefinition {
  return { name: 'alert-notifications', everyMs: ALERT_NOTIFY_INTERVAL_MS, run: forward };
}
