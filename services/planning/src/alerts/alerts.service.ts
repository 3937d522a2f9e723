import type { Alert, AlertsQuery } from '@familyhub/contracts';
import { forbidden, notFound, type Caller } from '@familyhub/server-kit';
import type { EventsRepository } from '../events/events.repository';
import { groupExceptions } from '../events/occurrence-exceptions';
import type { TaskRow } from '../schema';
import { eventSoonAlert, occurrencesStartingSoon, SOON_MS, taskAssignedAlert } from './alert-rules';
import type { AlertsRepository } from './alerts.repository';
import type { AlertRow } from './alerts.table';

export function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    targetType: row.targetType,
    targetId: row.targetId,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** What the task and event rules tell the alerts (so they raise or forget alerts as things change). */
export interface AlertHooks {
  taskSaved(caller: Caller, task: TaskRow, previousAssigneeId: number | null): Promise<void>;
  targetRemoved(familyId: number, targetType: 'task' | 'event', targetId: number): Promise<void>;
  eventRescheduled(familyId: number, eventId: number): Promise<void>;
}

/**
 * Alerts are raised by the family's own planning actions (docs/adr/0003-alerts-in-planning.md): a task
 * assigned to you by someone else (normal), an event starting within the hour (urgent, computed when the
 * member reads their alerts). A member reads and dismisses only their own alerts.
 */
export function createAlertsService(
  repository: AlertsRepository,
  events: Pick<EventsRepository, 'candidatesForWindow' | 'exceptionsFor'>,
  clock: () => Date = () => new Date(),
) {
  async function raiseEventsStartingSoon(caller: Caller, now: Date) {
    const series = await events.candidatesForWindow(caller.familyId, now, new Date(now.getTime() + SOON_MS));
    const repeating = series.filter((event) => event.recurrence).map((event) => event.id);
    const exceptions = groupExceptions(await events.exceptionsFor(caller.familyId, repeating));
    const soon = occurrencesStartingSoon(series, now, exceptions);
    await repository.raise(
      caller.familyId,
      soon.map((occurrence) => eventSoonAlert(occurrence, caller.userId)),
    );
  }

  const hooks: AlertHooks = {
    async taskSaved(caller, task, previousAssigneeId) {
      if (task.assignedToId === previousAssigneeId) return;
      const alert = taskAssignedAlert(task, caller.userId);
      if (alert) await repository.raise(caller.familyId, [alert]);
    },
    async targetRemoved(familyId, targetType, targetId) {
      await repository.removeForTarget(familyId, targetType, targetId, false);
    },
    async eventRescheduled(familyId, eventId) {
      // Active ones are raised again at the next read if the new time is still within the hour.
      await repository.removeForTarget(familyId, 'event', eventId, true);
    },
  };

  return {
    hooks,

    async list(caller: Caller, userId: number, query: AlertsQuery): Promise<Alert[]> {
      if (userId !== caller.userId) throw forbidden('You can only see your own alerts');
      const now = clock();
      if (query.status !== 'dismissed') await raiseEventsStartingSoon(caller, now);
      return (await repository.list(caller.familyId, caller.userId, query.status, now)).map(toAlert);
    },

    async dismiss(caller: Caller, alertId: number): Promise<Alert> {
      const row = await repository.dismiss(caller.familyId, caller.userId, alertId);
      if (!row) throw notFound('Alert');
      return toAlert(row);
    },
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
