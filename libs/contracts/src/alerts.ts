import { z } from 'zod';
import type { DomainId } from './catalogue';

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

/** Milliseconds between two reads of the signed-in user's alerts (spec 000: 30 seconds). */
export const ALERT_POLL_INTERVAL_MS = 30_000;

/**
 * Where View Details leads for each kind of target (spec 000 §2 "Alert popup"): the screen that lists it, the
 * domain that owns that screen, and how a person names such a thing (a family task made from it says "From School
 * document"). The target's id travels as `?focus=<id>`; a screen that is built for it
 * scrolls to and highlights that item, any other still opens. A domain that raises alerts adds its target types
 * here (the lead folds this table into the domain catalogue).
 */
export const alertTargetRoutes = {
  task: { domain: 'planning', path: '/tasks', label: 'Task' },
  event: { domain: 'planning', path: '/calendar?tab=events', label: 'Event' },
  'shopping-item': { domain: 'planning', path: '/shopping', label: 'Shopping item' },
  message: { domain: 'planning', path: '/messages', label: 'Message' },
  vacation: { domain: 'planning', path: '/calendar?tab=vacations', label: 'Vacation' },
  carpool: { domain: 'planning', path: '/calendar?tab=carpools', label: 'Carpool' },
  'school-document': { domain: 'school', path: '/documents', label: 'School document' },
  homework: { domain: 'school', path: '/homework', label: 'Homework' },
  'school-event': { domain: 'school', path: '/school-calendar', label: 'School event' },
  medication: { domain: 'wellness', path: '/wellness', label: 'Medication' },
  'water-goal': { domain: 'wellness', path: '/wellness', label: 'Water goal' },
  'me-time-block': { domain: 'wellness', path: '/me-time', label: 'Me time' },
  'chore-assignment': { domain: 'home', path: '/chores', label: 'Chore' },
  'reward-redemption': { domain: 'home', path: '/rewards', label: 'Reward' },
  'meal-plan': { domain: 'home', path: '/meal-planning', label: 'Meal plan' },
  'pantry-item': { domain: 'home', path: '/pantry', label: 'Pantry item' },
  'essential-item': { domain: 'home', path: '/essentials', label: 'Essentials' },
  'maintenance-item': { domain: 'home', path: '/maintenance', label: 'Maintenance' },
  'pet-care-item': { domain: 'home', path: '/pets', label: 'Pet care' },
  'cleaning-task': { domain: 'home', path: '/cleaning', label: 'Cleaning' },
  bill: { domain: 'money', path: '/bills', label: 'Bill' },
  expense: { domain: 'money', path: '/expenses', label: 'Expense' },
  'grocery-budget': { domain: 'money', path: '/grocery-budget', label: 'Grocery budget' },
  allowance: { domain: 'money', path: '/allowance', label: 'Allowance' },
} as const satisfies Record<string, { domain: DomainId; path: string; label: string }>;

export type AlertTargetType = keyof typeof alertTargetRoutes;
export const alertTargetTypes = Object.keys(alertTargetRoutes) as [AlertTargetType, ...AlertTargetType[]];
export const alertTargetType = z.enum(alertTargetTypes, { error: 'Target type is not one FamilyHub knows' });

/** The query parameter that names the item a screen opens on (`/tasks?focus=12`). */
export const FOCUS_PARAM = 'focus';

/**
 * The path View Details navigates to: the target's screen with `?focus=<targetId>`; the dashboard for an alert
 * without a target or with a type no screen shows.
 */
export function alertTargetPath(targetType: string | null, targetId: number | null = null): string {
  const route =
    targetType && Object.hasOwn(alertTargetRoutes, targetType)
      ? alertTargetRoutes[targetType as AlertTargetType]
      : undefined;
  if (!route) return '/dashboard';
  if (targetId == null) return route.path;
  return `${route.path}${route.path.includes('?') ? '&' : '?'}${FOCUS_PARAM}=${targetId}`;
}
