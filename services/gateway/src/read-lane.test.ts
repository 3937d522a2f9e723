import request from 'supertest';
import type { Express } from 'express';
import { SECURE_SESSION_COOKIE, type ServiceName } from '@familyhub/server-kit';
import { createGatewayApp, type GatewayOptions } from './app';
import { GOOD_TOKEN, KEY, startFakeService, type FakeService } from './testing/fake-services';

// The read lane (read-lane.ts) answers forwarded reads without express: each call below goes to a gateway with the
// lane and one without, and both must answer alike — status, body and the headers a browser or service acts on.

let fakes: FakeService[];
let services: Record<ServiceName, string>;

beforeAll(async () => {
  const names: ServiceName[] = ['identity', 'planning', 'school', 'wellness', 'home', 'money'];
  fakes = await Promise.all(names.map((name) => startFakeService(name)));
  services = Object.fromEntries(fakes.map((fake) => [fake.name, fake.url])) as Record<ServiceName, string>;
});
afterAll(async () => {
  await Promise.all(fakes.map((fake) => fake.close()));
});

const COMPARED_HEADERS = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'retry-after',
  'set-cookie',
];

interface Call {
  method: 'get' | 'head' | 'post';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const signedIn = { Cookie: `fh_session=${GOOD_TOKEN}`, 'X-Requested-With': 'FamilyHub' };

async function answer(app: Express, call: Call) {
  const res = await request(app)
    [call.method](call.path)
    .set(call.headers ?? {})
    .send(call.body)
    .ok(() => true);
  const headers = Object.fromEntries(COMPARED_HEADERS.map((name) => [name, res.headers[name]]));
  return { status: res.status, body: res.body as unknown, headers, requestId: res.headers['x-request-id'] };
}

/** Both gateways, and whether the lane's answered each call without express's router. */
function pair(extra: Partial<GatewayOptions> = {}) {
  const withLane = createGatewayApp({ services, internalKey: KEY, ...extra });
  const withoutLane = createGatewayApp({ services, internalKey: KEY, ...extra, readLane: false });
  const router = (withLane as unknown as { router: { handle: (...args: unknown[]) => unknown } }).router;
  const routed = jest.spyOn(router, 'handle');
  return { withLane, withoutLane, routed };
}

describe('the read lane answers as express does', () => {
  const reads: [string, Call][] = [
    ['a signed-in read', { method: 'get', path: '/api/tasks?limit=5', headers: signedIn }],
    ['a read with a trailing slash', { method: 'get', path: '/api/tasks/', headers: signedIn }],
    ['a HEAD', { method: 'head', path: '/api/tasks', headers: signedIn }],
    ['a read without a session (401)', { method: 'get', path: '/api/tasks' }],
    [
      'a read with an unknown session (401)',
      { method: 'get', path: '/api/tasks', headers: { Cookie: 'fh_session=nope' } },
    ],
    [
      'a read under a foreign host (421)',
      { method: 'get', path: '/api/tasks', headers: { ...signedIn, Host: 'evil.example' } },
    ],
    [
      "a member's alerts, routed by pattern",
      { method: 'get', path: '/api/users/7/alerts', headers: signedIn },
    ],
    ['an identity read', { method: 'get', path: '/api/auth/me', headers: signedIn }],
  ];

  it.each(reads)('%s, answered by the lane', async (_name, call) => {
    const { withLane, withoutLane, routed } = pair();
    const expected = await answer(withoutLane, call);
    const actual = await answer(withLane, call);
    expect(actual.status).toBe(expected.status);
    expect(actual.body).toEqual(expected.body);
    expect(actual.headers).toEqual(expected.headers);
    expect(actual.requestId === undefined).toBe(expected.requestId === undefined);
    expect(routed).not.toHaveBeenCalled();
  });

  const leftToExpress: [string, Call][] = [
    ['a write', { method: 'post', path: '/api/tasks', headers: signedIn }],
    [
      'a write without the CSRF header (403)',
      { method: 'post', path: '/api/tasks', headers: { Cookie: `fh_session=${GOOD_TOKEN}` } },
    ],
    ["the gateway's own health", { method: 'get', path: '/api/health' }],
    [
      "the gateway's own route, spelt otherwise",
      { method: 'get', path: '/API/Platform/Domains/', headers: signedIn },
    ],
    ['a path no service answers (404)', { method: 'get', path: '/api/nothing-here', headers: signedIn }],
    [
      'a read with a body',
      {
        method: 'get',
        path: '/api/tasks',
        headers: { ...signedIn, 'Content-Type': 'application/json' },
        body: '{}',
      },
    ],
  ];

  it.each(leftToExpress)('%s, left to express', async (_name, call) => {
    const { withLane, withoutLane, routed } = pair();
    const expected = await answer(withoutLane, call);
    const actual = await answer(withLane, call);
    expect(actual.status).toBe(expected.status);
    expect(actual.headers).toEqual(expected.headers);
    expect(routed).toHaveBeenCalled();
  });

  it('takes X-Forwarded-Proto only from a trusted proxy, as express does (HSTS, the forwarded protocol)', async () => {
    for (const trustProxy of [false, 'loopback']) {
      const { withLane, withoutLane } = pair({ trustProxy });
      const call: Call = {
        method: 'get',
        path: '/api/tasks',
        headers: {
          ...signedIn,
          // Over HTTPS the session cookie has its __Host- name.
          Cookie: `fh_session=${GOOD_TOKEN}; ${SECURE_SESSION_COOKIE}=${GOOD_TOKEN}`,
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-For': '203.0.113.9',
        },
      };
      const planning = fakes.find((fake) => fake.name === 'planning')!;
      planning.seen.length = 0;
      const expected = await answer(withoutLane, call);
      const actual = await answer(withLane, call);
      expect(actual.headers).toEqual(expected.headers);
      expect(expected.headers['strict-transport-security'] !== undefined).toBe(trustProxy === 'loopback');
      expect([expected.status, actual.status]).toEqual([200, 200]);
      const [viaExpress, viaLane] = planning.seen;
      expect(viaLane!.headers['x-forwarded-proto']).toBe(viaExpress!.headers['x-forwarded-proto']);
      expect(viaLane!.headers['x-forwarded-for']).toBe(viaExpress!.headers['x-forwarded-for']);
      expect(viaLane!.verified?.client).toBe(viaExpress!.verified?.client);
    }
  });

  it('counts reads against the per-address limit and answers 429 past it, as express does', async () => {
    const { withLane, withoutLane } = pair({ rateLimits: { apiPerMinute: 2 } });
    const call: Call = { method: 'get', path: '/api/tasks', headers: signedIn };
    const statuses = async (app: Express) => [
      (await answer(app, call)).status,
      (await answer(app, call)).status,
      (await answer(app, call)).status,
    ];
    const expected = await statuses(withoutLane);
    expect(expected).toEqual([200, 200, 429]);
    expect(await statuses(withLane)).toEqual(expected);
    const limited = await answer(withLane, call);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});
