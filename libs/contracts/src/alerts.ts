import { z } from 'zod';

export const alertPriorities = ['normal', 'urgent'] as const;
export const alertPriority = z.enum(alertPriorities);
export type AlertPriority = z.infer<typeof alertPriority>;

/** An alert is active until its recipient dismisses it (spec 001 §3: active then dismissed). */
export const alertStatuses = ['active', 'dismissed'] as const;
export const alertStatus = z.enum(alertStatuses, { error: 'Status must be active or dismissed' });
export type AlertStatus = z.infer<typeof alertStatus>;

/** What an alert points at; View Details opens that thing's screen. */
export const alertTargetTypes = ['task', 'event'] as const;
export type AlertTargetType = (typeof alertTargetTypes)[number];

export const alert = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  priority: alertPriority,
  status: alertStatus,
  targetType: z.string().nullable(),
  targetId: z.number().int().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type Alert = z.infer<typeof alert>;

/** GET /api/users/{id}/alerts?status=active (the signed-in user's own alerts only). */
export const alertsQuery = z.object({ status: alertStatus.optional() });
export type AlertsQuery = z.infer<typeof alertsQuery>;

/** PATCH /api/alerts/{id}/status: an alert is only ever dismissed. */
export const updateAlertStatusBody = z.object({
  status: z.literal('dismissed', { error: 'Status must be dismissed' }),
});
export type UpdateAlertStatusBody = z.infer<typeof updateAlertStatusBody>;

/** Milliseconds between two reads of the signed-in user's alerts (spec 000: 30 seconds). */
export const ALERT_POLL_INTERVAL_MS = 30_000;

const targetPaths: Record<string, string> = {
  task: '/tasks',
  event: '/calendar?tab=events',
  'shopping-item': '/shopping',
  message: '/messages',
  vacation: '/calendar?tab=vacations',
  carpool: '/calendar?tab=carpools',
};

/**
 * Where View Details goes: the screen that lists the alert's target (those screens have no per-item page yet,
 * so the id does not change the path); the dashboard for a target type no screen shows.
 */
export function alertTargetPath(targetType: string | null): string {
  return (targetType && targetPaths[targetType]) || '/dashboard';
}
