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
  clock?: () => Date;
}

function toHandOver(row: AlertRow): NotifyAlertsBody['alerts'][number] {
  return {
    alertId: row.id,
    userId: row.userId,
    domain: row.domain as DomainId,
    title: row.title,
    description: row.description,
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
 * handed over.
 */
export function createAlertNotifier({
  repository,
  handOver,
  clock = () => new Date(),
}: AlertNotifierOptions) {
  async function forwardDue(): Promise<{ handedOver: number; waiting: number }> {
    let handedOver = 0;
    let waiting = 0;
    const failedFamilies = new Set<number>();
    for (;;) {
      const now = clock();
      const rows = (await repository.toNotify(now, BATCH)).filter((row) => !failedFamilies.has(row.familyId));
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
      if (rows.length < BATCH || byFamily.size === 0) return { handedOver, waiting };
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
