import type { ServiceName } from '@familyhub/server-kit';

/** Which service answers each /api path prefix; the gateway forwards the path unchanged. */
export const routeTable: Record<ServiceName, readonly string[]> = {
  identity: [
    '/api/auth',
    '/api/users',
    '/api/user',
    '/api/subscription',
    '/api/encryption',
    '/api/settings',
    '/api/notification-settings',
    '/api/account',
    '/api/platform',
  ],
  planning: [
    '/api/tasks',
    '/api/shopping-items',
    '/api/messages',
    '/api/events',
    '/api/vacations',
    '/api/vacation-packing-items',
    '/api/vacation-itinerary',
    '/api/event-guests',
    '/api/carpools',
    '/api/carpool-passengers',
    '/api/emergency-contacts',
    '/api/alerts',
    '/api/planning',
    '/api/calendar-feed',
  ],
  school: [
    '/api/schools',
    '/api/students',
    '/api/school-documents',
    '/api/upload',
    '/api/homework',
    '/api/school-events',
  ],
  wellness: [
    '/api/medications',
    '/api/medication-logs',
    '/api/water-intakes',
    '/api/water-goals',
    '/api/moods',
    '/api/affirmations',
    '/api/me-time-blocks',
  ],
  home: [
    '/api/chores',
    '/api/chore-assignments',
    '/api/rewards',
    '/api/reward-redemptions',
    '/api/recipes',
    '/api/meal-plans',
    '/api/generate-shopping-list',
    '/api/pantry-items',
    '/api/essential-items',
    '/api/maintenance-items',
    '/api/pets',
    '/api/cleaning',
  ],
  money: [
    '/api/grocery-budgets',
    '/api/grocery-trips',
    '/api/expenses',
    '/api/bills',
    '/api/budgets',
    '/api/allowances',
  ],
};

/** How a person reads each service's name in "The <name> service is unavailable". */
export const serviceDisplayNames: Record<ServiceName, string> = {
  identity: 'Account',
  planning: 'Planning',
  school: 'School',
  wellness: 'Wellness',
  home: 'Home',
  money: 'Money',
};

const byPrefix = new Map<string, ServiceName>();
for (const [service, prefixes] of Object.entries(routeTable) as [ServiceName, readonly string[]][]) {
  for (const prefix of prefixes) byPrefix.set(prefix, service);
}

/** Paths that leave their prefix's service: a member's alerts live with planning, which raises them. */
const exactRoutes: readonly [RegExp, ServiceName][] = [[/^\/api\/users\/[^/]+\/alerts\/?$/, 'planning']];

/** The service for `/api/<resource>[/...]`, matched on the whole first segment (`/api/user` ≠ `/api/users`). */
export function serviceFor(path: string): ServiceName | undefined {
  const exact = exactRoutes.find(([pattern]) => pattern.test(path));
  if (exact) return exact[1];
  const match = /^\/api\/[^/]+/.exec(path);
  return match ? byPrefix.get(match[0]) : undefined;
}

/** Calls that need no signed-in session (the caller is forwarded as null). */
const publicCalls = new Set([
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-in/2fa',
  'POST /api/auth/sign-out',
  'GET /api/auth/demo',
  'POST /api/auth/demo-sign-in',
  'GET /api/health',
  'GET /api/platform/domains',
]);

// Public reads by pattern: a private calendar feed is opened by the secret token in its path
// (calendar apps cannot sign in).
const publicReads: readonly RegExp[] = [/^\/api\/calendar-feed\/[A-Za-z0-9_-]+\.ics$/];

export function isPublicCall(method: string, path: string): boolean {
  const verb = method === 'HEAD' ? 'GET' : method;
  if (verb === 'GET' && publicReads.some((pattern) => pattern.test(path))) return true;
  return publicCalls.has(`${verb} ${path.length > 1 ? path.replace(/\/$/, '') : path}`);
}
