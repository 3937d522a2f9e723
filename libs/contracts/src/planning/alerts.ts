import { z } from 'zod';
import { alertTargetRoutes, type AlertTargetType } from '../catalogue';
import { endpointsFor } from '../endpoint';
import { pathId } from '../path-id';

export const alertPriorities = ['normal', 'urgent'] as const;
export const alertPriority = z.enum(alertPriorities);
export type AlertPriority = z.infer<typeof alertPriority>;

/** An alert is active until its recipient dismisses it (spec 001 §3: active then dismissed). */
export const alertStatuses = ['active', 'dismissed'] as const;
export const alertStatus = z.enum(alertStatuses, { error: 'Status must be active or dismissed' });
export type AlertStatus = z.infer<typeof alertStatus>;

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
  /** From when the alert is listed: its raise time, a reminder's time, or the end of quiet hours it was held for. */
  showFrom: z.string(),
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

// Where View Details leads for each kind of target (spec 000 §2 "Alert popup") is in the domain catalogue: each
// domain's `alertTargets` (the screen that lists it and how a person names such a thing).
export { alertTargetRoutes, type AlertTargetType } from '../catalogue';

export const alertTargetTypes = Object.keys(alertTargetRoutes) as [AlertTargetType, ...AlertTargetType[]];
export const alertTargetType = z.enum(alertTargetTypes, { error: 'Target type is not one FamilyHub knows' });

export { ALERT_POLL_INTERVAL_MS, FOCUS_PARAM, alertTargetPath } from '../alert-rules';

const endpoint = endpointsFor('planning', 'alerts');

/** The alerts bell's endpoints (spec 000 §2 Alerts); the shell polls the list for the signed-in member. */
export const alertEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/users/:id/alerts',
    summary: "A member's alerts (only your own), urgent and newest first",
    params: { id: pathId('User') },
    query: alertsQuery,
    response: z.array(alert),
  }),
  dismiss: endpoint({
    method: 'PATCH',
    path: '/api/alerts/:id/status',
    summary: 'Dismiss an alert',
    params: { id: pathId('Alert') },
    body: updateAlertStatusBody,
    response: alert,
  }),
};
