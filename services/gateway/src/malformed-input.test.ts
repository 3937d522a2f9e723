import { domainCatalogue, platformServices } from '@familyhub/contracts';
import type { ServiceName } from '@familyhub/server-kit';
import { formatFindings, sweepMalformedInput, type RouteEntry } from '@familyhub/server-kit/testing';
import { createGatewayApp } from './app';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf';
import { GOOD_TOKEN, KEY, startFakeService, type FakeService } from './testing/fake-services';

// Issue #9 item 1: the gateway's own routes, and everything it forwards, answer malformed input with a JSON 4xx
// (or the service's own answer), never a 5xx of the gateway's making. The services' sweeps are in their own tests.
const names: ServiceName[] = ['identity', 'planning', 'school', 'wellness', 'home', 'money'];
let fakes: FakeService[];

beforeAll(async () => {
  fakes = await Promise.all(names.map((n) => startFakeService(n)));
});
afterAll(async () => {
  await Promise.all(fakes.map((f) => f.close()));
});

/** Each forwarded prefix as a collection and as one item, with every method a service could answer. */
function forwardedRoutes(): RouteEntry[] {
  const prefixes = [
    ...platformServices.identity.apiPrefixes,
    ...domainCatalogue.flatMap((d) => d.apiPrefixes),
  ];
  return prefixes.flatMap((prefix) => [
    { method: 'GET', path: prefix },
    { method: 'POST', path: prefix },
    { method: 'GET', path: `${prefix}/:id` },
    { method: 'PUT', path: `${prefix}/:id` },
    { method: 'PATCH', path: `${prefix}/:id` },
    { method: 'DELETE', path: `${prefix}/:id` },
  ]);
}

it('answers every malformed request to its own and forwarded routes with JSON and never a 5xx', async () => {
  const services = Object.fromEntries(fakes.map((f) => [f.name, f.url])) as Record<ServiceName, string>;
  const app = createGatewayApp({
    services,
    internalKey: KEY,
    // The sweep sends thousands of requests from one address.
    rateLimits: { apiPerMinute: 1_000_000, anonymousIdentityPerMinute: 1_000_000 },
  });
  const findings = await sweepMalformedInput(app, {
    extraRoutes: forwardedRoutes(),
    // The live stream never ends; /metrics is refused on this port by design (a JSON 404, swept as a route).
    skip: (route) => route.path === '/api/live',
    credentials: { cookie: `fh_session=${GOOD_TOKEN}`, [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  expect(formatFindings(findings)).toBe('');
  // The sweep reached the services: the gateway forwarded what it could not judge itself.
  expect(fakes.find((f) => f.name === 'planning')?.seen.length).toBeGreaterThan(100);
}, 300_000);
