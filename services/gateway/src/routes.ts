import { domainCatalogue, platformServices, type ServiceName } from '@familyhub/contracts';

export { serviceDisplayNames } from '@familyhub/contracts';

/** Which service answers each /api path prefix (from the domain catalogue); the gateway forwards the path unchanged. */
export const routeTable: Readonly<Record<ServiceName, readonly string[]>> = Object.fromEntries([
  ['identity', platformServices.identity.apiPrefixes],
  ...domainCatalogue.map((d) => [d.id, d.apiPrefixes]),
]) as Record<ServiceName, readonly string[]>;

const byPrefix = new Map<string, ServiceName>();
for (const [service, prefixes] of Object.entries(routeTable) as [ServiceName, readonly string[]][]) {
  for (const prefix of prefixes) byPrefix.set(prefix, service);
}

/** A catalogue path template (`/api/users/:id/alerts`) as a pattern: `:name` is one segment of safe characters. */
export function pathPattern(template: string, trailingSlash = false): RegExp {
  const source = template
    .split(/(:[a-zA-Z]+)/)
    .map((part) => (part.startsWith(':') ? '[A-Za-z0-9_-]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}${trailingSlash ? '/?' : ''}$`);
}

/** Paths that leave their prefix's service (e.g. a member's alerts live with planning, which raises them). */
const exactRoutes: readonly [RegExp, ServiceName][] = domainCatalogue.flatMap((d) =>
  ('apiPaths' in d ? d.apiPaths : []).map((template): [RegExp, ServiceName] => [
    pathPattern(template, true),
    d.id,
  ]),
);

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
  // An email's one-click unsubscribe (RFC 8058): the signed token in the link is the authority, no session.
  'GET /api/notifications/unsubscribe',
  'POST /api/notifications/unsubscribe',
]);

// Public reads by pattern (the catalogue's `publicReads`), e.g. a private calendar feed opened by the secret
// token in its path (calendar apps cannot sign in).
const publicReads: readonly RegExp[] = domainCatalogue.flatMap((d) =>
  ('publicReads' in d ? d.publicReads : []).map((template) => pathPattern(template)),
);

export function isPublicCall(method: string, path: string): boolean {
  const verb = method === 'HEAD' ? 'GET' : method;
  if (verb === 'GET' && publicReads.some((pattern) => pattern.test(path))) return true;
  return publicCalls.has(`${verb} ${path.length > 1 ? path.replace(/\/$/, '') : path}`);
}
