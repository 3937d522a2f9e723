// Alert rules without zod: the shell's bell and popup need them at start, zod loads with the first form (#16).
import { alertTargetRoutes, type AlertTargetType } from './catalogue';

/** Milliseconds between two reads of the signed-in user's alerts (spec 000: 30 seconds). */
export const ALERT_POLL_INTERVAL_MS = 30_000;

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
