import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { apiErrorBody, domainRegistration, healthReport } from '@familyhub/contracts';
import {
  CALLER_HEADER,
  createMetricsApp,
  metricsOf,
  signCaller,
  type ServiceName,
} from '@familyhub/server-kit';
import { createGatewayApp } from './app';
import {
  GOOD_TOKEN,
  KEY,
  PARENT,
  refusedPortUrl,
  startFakeService,
  type FakeService,
} from './testing/fake-services';

const names: ServiceName[] = ['identity', 'planning', 'school', 'wellness', 'home', 'money'];
let fakes: Record<string, FakeService>;
let downUrl: string;
let services: Record<ServiceName, string>;

beforeAll(async () => {
  const started = await Promise.all(names.filter((n) => n !== 'wellness').map((n) => startFakeService(n)));
  fakes = Object.fromEntries(started.map((f) => [f.name, f]));
  downUrl = await refusedPortUrl();
  services = Object.fromEntries(names.map((n) => [n, fakes[n]?.url ?? downUrl])) as Record<
    ServiceName,
    string
  >;
});
afterAll(async () => {
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});
beforeEach(() => {
  for (const f of Object.values(fakes)) f.seen.length = 0;
});

const gateway = (extra: Partial<Parameters<typeof createGatewayApp>[0]> = {}) =>
  createGatewayApp({ services, internalKey: KEY, ...extra });
const signedIn = `fh_session=${GOOD_TOKEN}`;

describe('forwarding to services', () => {
  it('signs the resolved caller for the exact method and path the service receives', async () => {
    const res = await request(gateway()).get('/api/tasks?completed=false').set('Cookie', signedIn);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ service: 'planning', caller: PARENT, path: '/api/tasks?completed=false' });
    const [seen] = fakes.planning.seen;
    expect(seen.verified?.caller).toEqual(PARENT);
    expect(seen.verified?.method).toBe('GET');
    // Made out to planning alone: no other service would accept it.
    expect(seen.verified?.audience).toBe('planning');
  });

  it('replaces a caller header the browser tries to send', async () => {
    const forged = signCaller('not-the-key', {
      caller: { ...PARENT, role: 'admin', familyId: 99 },
      method: 'GET',
      path: '/api/tasks',
      audience: 'planning',
      requestId: 'x',
    });
    const alsoForged = signCaller(KEY, {
      caller: { ...PARENT, familyId: 99 },
      method: 'GET',
      path: '/api/tasks',
      audience: 'planning',
      requestId: 'x',
    });
    for (const header of [forged, alsoForged]) {
      const res = await request(gateway())
        .get('/api/tasks')
        .set('Cookie', signedIn)
        .set(CALLER_HEADER, header);
      expect(res.status).toBe(200);
      expect(res.body.caller).toEqual(PARENT);
    }
    expect(fakes.planning.seen.map((s) => s.headers[CALLER_HEADER])).not.toContain(alsoForged);
  });

  it('streams the body unchanged and keeps the session cookie away from domain services', async () => {
    const body = JSON.stringify({ title: 'Take out the bins', priority: 'high' });
    const res = await request(gateway())
      .post('/api/chores')
      .set('Cookie', `${signedIn}; theme=dark`)
      .set('X-Requested-With', 'FamilyHub')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(200);
    const [seen] = fakes.home.seen;
    expect(seen.body).toBe(body);
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-forwarded-for']).toBeDefined();
    expect(seen.headers['x-forwarded-proto']).toBe('http');
  });

  it('routes each prefix to its service and matches whole path segments', async () => {
    const cases: [string, ServiceName][] = [
      ['/api/users/children', 'identity'],
      ['/api/user/update-password', 'identity'],
      ['/api/school-documents/4', 'school'],
      ['/api/grocery-trips', 'money'],
      ['/api/emergency-contacts', 'planning'],
    ];
    for (const [path, service] of cases) {
      const res = await request(gateway()).get(path).set('Cookie', signedIn);
      expect(res.body.service).toBe(service);
    }
    const unknown = await request(gateway()).get('/api/tasksx').set('Cookie', signedIn);
    expect(unknown.status).toBe(404);
    expect(apiErrorBody.parse(unknown.body).error).toBe('not_found');
  });

  it('passes identity answers, Set-Cookie included, back to the browser', async () => {
    const res = await request(gateway())
      .post('/api/auth/sign-in')
      .set('X-Requested-With', 'FamilyHub')
      .send({ username: 'demo', password: 'familyhub-demo' });
    expect(res.status).toBe(200);
    expect(res.body.caller).toBeNull();
    expect(String(res.headers['set-cookie'])).toContain(`fh_session=${GOOD_TOKEN}`);
    expect(fakes.identity.seen[0].verified?.caller).toBeNull();
  });

  it('propagates a well-formed request id and makes one otherwise', async () => {
    const given = await request(gateway())
      .get('/api/tasks')
      .set('Cookie', signedIn)
      .set('X-Request-Id', 'trace-123');
    expect(given.headers['x-request-id']).toBe('trace-123');
    expect(fakes.planning.seen[0].headers['x-request-id']).toBe('trace-123');
    const made = await request(gateway())
      .get('/api/tasks')
      .set('Cookie', signedIn)
      .set('X-Request-Id', 'bad id <script>');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fakes.planning.seen[1].headers['x-request-id']).toBe(made.headers['x-request-id']);
  });
});

describe('sessions', () => {
  it('answers 401 without calling the service when there is no cookie or it is unknown', async () => {
    for (const cookie of [undefined, 'fh_session=stolen-or-expired']) {
      const call = request(gateway()).get('/api/tasks');
      if (cookie) call.set('Cookie', cookie);
      const res = await call;
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'unauthenticated', message: 'Please sign in to continue' });
    }
    expect(fakes.planning.seen).toHaveLength(0);
  });

  it('over HTTPS reads only the __Host- session cookie, so a planted bare fh_session is nobody', async () => {
    const behindTls = () =>
      request(gateway({ trustProxy: 'loopback' }))
        .get('/api/tasks')
        .set('X-Forwarded-Proto', 'https');
    const planted = await behindTls().set('Cookie', signedIn);
    expect(planted.status).toBe(401);
    expect(fakes.planning.seen).toHaveLength(0);
    const res = await behindTls().set('Cookie', `fh_session=stolen-or-expired; __Host-${signedIn}`);
    expect(res.status).toBe(200);
    expect(res.body.caller).toEqual(PARENT);
    // Over plain HTTP (the browser tests on 127.0.0.1) the bare name is the session and a __Host- one is not.
    const plain = await request(gateway()).get('/api/tasks').set('Cookie', `__Host-${signedIn}`);
    expect(plain.status).toBe(401);
  });

  it('lets public calls through anonymously', async () => {
    const demo = await request(gateway()).get('/api/auth/demo');
    expect(demo.status).toBe(200);
    expect(demo.body.caller).toBeNull();
    const me = await request(gateway()).get('/api/auth/me');
    expect(me.status).toBe(401);
  });

  it('forwards a calendar feed address to planning without a session, as no one even when signed in', async () => {
    const path = `/api/calendar-feed/${'t'.repeat(43)}.ics`;
    for (const cookie of [undefined, signedIn]) {
      const call = request(gateway()).get(path);
      if (cookie) call.set('Cookie', cookie);
      const res = await call;
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ service: 'planning', caller: null, path });
    }
    const settings = await request(gateway()).get('/api/planning/calendar-feed');
    expect(settings.status).toBe(401);
  });

  it('reuses a resolved session briefly and forgets it on sign-out', async () => {
    const app = gateway();
    const before = fakes.identity.resolveCalls;
    await request(app).get('/api/tasks').set('Cookie', signedIn).expect(200);
    await request(app).get('/api/bills').set('Cookie', signedIn).expect(200);
    expect(fakes.identity.resolveCalls - before).toBe(1);
    await request(app)
      .post('/api/auth/sign-out')
      .set('Cookie', signedIn)
      .set('X-Requested-With', 'FamilyHub')
      .expect(200);
    expect(fakes.identity.seen.at(-1)?.verified?.caller).toEqual(PARENT);
    await request(app).get('/api/tasks').set('Cookie', signedIn).expect(200);
    expect(fakes.identity.resolveCalls - before).toBe(3);
  });

  it('asks identity again once the cache time has passed', async () => {
    const app = gateway({ sessionCacheMs: 0 });
    const before = fakes.identity.resolveCalls;
    await request(app).get('/api/tasks').set('Cookie', signedIn).expect(200);
    await request(app).get('/api/tasks').set('Cookie', signedIn).expect(200);
    expect(fakes.identity.resolveCalls - before).toBe(2);
  });
});

describe('CSRF', () => {
  const post = (app = gateway()) =>
    request(app).post('/api/tasks').set('Cookie', signedIn).send({ title: 'x' });

  it('refuses a state-changing call without the FamilyHub header', async () => {
    const res = await post();
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('csrf_failed');
    expect(res.body.message).toEqual(expect.any(String));
    const anonymous = await request(gateway()).post('/api/auth/sign-in').send({});
    expect(anonymous.status).toBe(403);
    expect(fakes.planning.seen).toHaveLength(0);
    expect(fakes.identity.seen).toHaveLength(0);
  });

  it('refuses another origin and accepts our own or a configured one', async () => {
    const foreign = await post().set('X-Requested-With', 'FamilyHub').set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    const atName = (app = gateway()) =>
      request(app)
        .post('/api/tasks')
        .set('Host', 'familyhub.test:4200')
        .set('Origin', 'http://familyhub.test:4200')
        .set('Cookie', signedIn)
        .set('X-Requested-With', 'FamilyHub')
        .send({ title: 'x' });
    // A name that is not configured is a DNS-rebinding page's own origin: its Host alone proves nothing.
    const rebound = await atName();
    expect(rebound.status).toBe(421);
    expect(rebound.body.error).toBe('unknown_host');
    expect((await atName(gateway({ allowedOrigins: ['http://familyhub.test:4200'] }))).status).toBe(200);
    const loopback = await request(gateway())
      .post('/api/tasks')
      .set('Host', 'localhost:4200')
      .set('Origin', 'http://localhost:4200')
      .set('Cookie', signedIn)
      .set('X-Requested-With', 'FamilyHub')
      .send({ title: 'x' });
    expect(loopback.status).toBe(200);
    const otherLoopbackPort = await request(gateway())
      .post('/api/tasks')
      .set('Host', 'localhost:4200')
      .set('Origin', 'http://localhost:9999')
      .set('Cookie', signedIn)
      .set('X-Requested-With', 'FamilyHub')
      .send({ title: 'x' });
    expect(otherLoopbackPort.status).toBe(403);
    const configured = await post(gateway({ allowedOrigins: ['https://hub.example.org'] }))
      .set('X-Requested-With', 'FamilyHub')
      .set('Origin', 'https://hub.example.org');
    expect(configured.status).toBe(200);
  });

  it('refuses any /api call, a read or a demo sign-in, under a host that is neither loopback nor configured', async () => {
    const read = await request(gateway()).get('/api/tasks').set('Host', 'rebind.evil.example:4200');
    expect(read.status).toBe(421);
    const demo = await request(gateway())
      .post('/api/auth/demo-sign-in')
      .set('Host', 'rebind.evil.example:4200')
      .set('Origin', 'http://rebind.evil.example:4200')
      .set('X-Requested-With', 'FamilyHub');
    expect(demo.status).toBe(421);
    expect(fakes.identity.seen).toHaveLength(0);
    const health = await request(gateway()).get('/api/health').set('Host', '10.0.0.5:4200');
    expect(health.status).not.toBe(421); // 503 here: the fake wellness service is down
  });

  it('answers /api with no-store, and sends HSTS only over HTTPS from a trusted proxy', async () => {
    const plain = await request(gateway()).get('/api/tasks').set('Cookie', signedIn).expect(200);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await request(gateway()).get('/api/tasks').set('X-Forwarded-Proto', 'https');
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const proxied = await request(gateway({ trustProxy: 'loopback' }))
      .get('/api/tasks')
      .set('X-Forwarded-Proto', 'https');
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets reads through without the header', async () => {
    await request(gateway()).get('/api/tasks').set('Cookie', signedIn).expect(200);
  });
});

describe('limits and failures', () => {
  it('answers 413 for a JSON body over 1 MB without forwarding it', async () => {
    const res = await request(gateway())
      .post('/api/tasks')
      .set('Cookie', signedIn)
      .set('X-Requested-With', 'FamilyHub')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload_too_large');
    expect(fakes.planning.seen).toHaveLength(0);
  });

  it('answers 503 JSON within 2 s for a service that refuses, while the others still answer', async () => {
    const app = gateway();
    const started = Date.now();
    const res = await request(app).get('/api/medications').set('Cookie', signedIn);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'service_unavailable',
      message: 'The Wellness service is unavailable right now. Please try again shortly.',
    });
    await request(app).get('/api/tasks').set('Cookie', signedIn).expect(200);
  });

  it('answers 503 when a service accepts the call but never answers', async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', () => resolve()));
    const { port } = hanging.address() as AddressInfo;
    const app = gateway({
      services: { ...services, money: `http://127.0.0.1:${port}` },
      responseTimeoutMs: 300,
    });
    const started = Date.now();
    const res = await request(app).get('/api/bills').set('Cookie', signedIn);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The Money service is unavailable right now. Please try again shortly.');
    expect(Date.now() - started).toBeLessThan(2000);
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });

  it('answers 503 when identity cannot resolve sessions', async () => {
    const app = gateway({ services: { ...services, identity: downUrl } });
    const res = await request(app).get('/api/tasks').set('Cookie', signedIn);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('service_unavailable');
  });
});

describe('gateway answers', () => {
  it('reports each service up or down in /api/health', async () => {
    const res = await request(gateway()).get('/api/health');
    expect(res.status).toBe(503);
    const report = healthReport.parse(res.body);
    expect(report.status).toBe('degraded');
    const byName = Object.fromEntries(report.services.map((s) => [s.name, s]));
    expect(byName.wellness).toEqual({ name: 'wellness', status: 'down', latencyMs: null });
    expect(byName.planning.status).toBe('up');
    expect(byName.planning.latencyMs).toEqual(expect.any(Number));
    expect(Object.keys(byName).sort()).toEqual([...names].sort());
  });

  it('reports ok when every service is up', async () => {
    const allUp = { ...services, wellness: fakes.home.url };
    const res = await request(gateway({ services: allUp })).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('serves the domain registry the shell loads, uncached', async () => {
    const res = await request(gateway()).get('/api/platform/domains');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const registry = domainRegistration.array().parse(res.body);
    expect(registry.map((d) => d.id)).toEqual(['planning', 'school', 'wellness', 'home', 'money']);
    const home = registry.find((d) => d.id === 'home');
    expect(home).toMatchObject({
      name: 'Home',
      remoteEntry: '/remotes/home/mf-manifest.json',
      enabled: true,
    });
    expect(home?.routes).toContain('/maintenance/history');
  });

  it('sends security headers', async () => {
    const res = await request(gateway()).get('/api/platform/domains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('operating the gateway', () => {
  it('answers liveness, and readiness while identity is ready', async () => {
    await request(gateway()).get('/health').expect(200, { status: 'ok', service: 'gateway' });
    const ready = await request(gateway()).get('/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', service: 'gateway', checks: { identity: 'up' } });
  });

  it('is not ready (503) while identity does not answer, and still alive', async () => {
    const withoutIdentity = gateway({ services: { ...services, identity: downUrl } });
    const res = await request(withoutIdentity).get('/ready').expect(503);
    expect(res.body).toEqual({ status: 'not_ready', service: 'gateway', checks: { identity: 'down' } });
    await request(withoutIdentity).get('/health').expect(200);
  });

  it('never serves /metrics on its public port, and counts calls by route, service and status', async () => {
    const app = gateway();
    const pub = await request(app).get('/metrics').expect(404);
    expect(pub.body.error).toBe('not_found');
    expect(pub.text).not.toContain('http_requests_total');

    await request(app).get('/api/tasks').set('Cookie', signedIn).expect(200);
    await request(app).get('/api/tasks/12').set('Cookie', signedIn).expect(200);
    await request(app).get('/api/tasks').expect(401);
    await request(app).get('/api/platform/domains').expect(200);

    const metrics = metricsOf(app);
    expect(metrics).toBeDefined();
    const scrape = await request(createMetricsApp(metrics!)).get('/metrics').expect(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.text).toContain(
      'http_requests_total{method="GET",route="proxy:planning",status="200",service="gateway"} 2',
    );
    expect(scrape.text).toContain(
      'http_requests_total{method="GET",route="proxy:planning",status="401",service="gateway"} 1',
    );
    expect(scrape.text).toContain(
      'http_requests_total{method="GET",route="/api/platform/domains",status="200",service="gateway"} 1',
    );
    expect(scrape.text).not.toContain('/api/tasks/12');
    expect(scrape.text).toContain('live_streams_open{service="gateway"} 0');
    await request(createMetricsApp(metrics!)).get('/anything-else').expect(404);
  });
});
