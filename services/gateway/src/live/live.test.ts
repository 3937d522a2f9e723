import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { Express } from 'express';
import type { DomainId } from '@familyhub/contracts';
import { createLiveEvents, createServiceApp, type Caller, type LiveEvents } from '@familyhub/server-kit';
import { openSse, waitFor, type SseConnection } from '@familyhub/server-kit/testing';
import { createGatewayApp, type GatewayOptions } from '../app';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../csrf';
import {
  GOOD_TOKEN,
  KEY,
  MONTHLY_ADMIN,
  MONTHLY_TOKEN,
  NO_FINANCES_TOKEN,
  PARENT,
  allDomainsOn,
  refusedPortUrl,
  serviceUrls,
  setFakeSession,
  startFakeService,
  type FakeService,
} from '../testing/fake-services';

/** A domain service as server-kit builds it, with its live changes and a count of the streams it serves. */
interface RealService {
  live: LiveEvents<string>;
  url: string;
  port: number;
  /** Open /internal/live/stream subscriptions per family. */
  listening(familyId: number): number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function realService(name: DomainId, port = 0): Promise<RealService> {
  const events = createLiveEvents(name) as LiveEvents<string>;
  const open = new Map<number, number>();
  const live: LiveEvents<string> = {
    publish: (familyId, topic) => events.publish(familyId, topic),
    subscribe(familyId, listener) {
      open.set(familyId, (open.get(familyId) ?? 0) + 1);
      const stop = events.subscribe(familyId, listener);
      return () => {
        open.set(familyId, (open.get(familyId) ?? 1) - 1);
        stop();
      };
    },
  };
  const app = createServiceApp({ name, internalKey: KEY, live, routes: () => {} });
  let server: Server | null = null;
  const service: RealService = {
    live,
    port,
    url: '',
    listening: (familyId) => open.get(familyId) ?? 0,
    async start() {
      server = app.listen(service.port, '127.0.0.1');
      await new Promise((resolve) => server?.once('listening', resolve));
      service.port = (server.address() as AddressInfo).port;
      service.url = `http://127.0.0.1:${service.port}`;
    },
    async stop() {
      const s = server;
      if (!s) return;
      server = null;
      s.closeAllConnections();
      await new Promise((resolve) => s.close(resolve));
    },
  };
  await service.start();
  return service;
}

const FAMILY_OF_PARENT = PARENT.familyId;
const FAMILY_OF_MONTHLY = MONTHLY_ADMIN.familyId;
const cookie = (token: string) => ({ cookie: `fh_session=${token}` });
const RESPONSE_TIMEOUT_MS = 300;

let identity: FakeService;
let planning: RealService;
let school: RealService;
let money: RealService;
let downUrl: string;
const running: Server[] = [];
const streams: SseConnection[] = [];

beforeAll(async () => {
  identity = await startFakeService('identity');
  planning = await realService('planning');
  school = await realService('school');
  money = await realService('money');
  downUrl = await refusedPortUrl();
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  identity.registry = allDomainsOn();
  // Each test starts with no service stream left over from the one before.
  await waitFor(
    () =>
      [planning, school, money].every(
        (s) => s.listening(FAMILY_OF_PARENT) === 0 && s.listening(FAMILY_OF_MONTHLY) === 0,
      ),
    'every service stream to close',
  );
});
afterAll(async () => {
  for (const server of running) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await Promise.all([planning.stop(), school.stop(), money.stop(), identity.close()]);
});

/** A gateway in front of planning, school and money (real services), with wellness and home down. */
async function gateway(options: Partial<GatewayOptions> = {}): Promise<{ url: string; app: Express }> {
  const services = serviceUrls(downUrl, {
    identity: identity.url,
    planning: planning.url,
    school: school.url,
    money: money.url,
  });
  const app = createGatewayApp({
    services,
    internalKey: KEY,
    responseTimeoutMs: RESPONSE_TIMEOUT_MS,
    sessionCacheMs: 0,
    registryCacheMs: 0,
    ...options,
    live: {
      keepAliveMs: 100,
      recheckMs: 60_000,
      upstream: { retryMinMs: 50, retryMaxMs: 200, connectTimeoutMs: 500 },
      ...options.live,
    },
  });
  const server = app.listen(0, '127.0.0.1');
  running.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, app };
}

async function openLive(url: string, token?: string): Promise<SseConnection> {
  const stream = await openSse(`${url}/api/live`, token ? cookie(token) : {});
  streams.push(stream);
  return stream;
}

describe('GET /api/live: one stream fanned in from every enabled domain', () => {
  it('delivers planning, school and money changes of the caller’s family, with wellness and home down', async () => {
    const { url } = await gateway();
    const stream = await openLive(url, MONTHLY_TOKEN);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-cache, no-store');
    // The 200 is sent once the reachable services listen: nothing published from now on is lost.
    expect(planning.listening(FAMILY_OF_MONTHLY)).toBe(1);
    expect(school.listening(FAMILY_OF_MONTHLY)).toBe(1);
    expect(money.listening(FAMILY_OF_MONTHLY)).toBe(1);

    planning.live.publish(FAMILY_OF_MONTHLY, 'tasks');
    school.live.publish(FAMILY_OF_MONTHLY, 'homework');
    money.live.publish(FAMILY_OF_MONTHLY, 'bills');
    planning.live.publish(FAMILY_OF_PARENT, 'messages');
    await waitFor(() => stream.changes().length === 3, 'three changes');
    expect(stream.changes()).toEqual(
      expect.arrayContaining([
        { domain: 'planning', topic: 'tasks' },
        { domain: 'school', topic: 'homework' },
        { domain: 'money', topic: 'bills' },
      ]),
    );
    expect(stream.text()).toContain('event: change\ndata: {"domain":"planning","topic":"tasks"}\n\n');
    expect(stream.text()).toMatch(/^retry: 3000\n\n/);
  });

  it('stays open past the 30 s response timeout (here 300 ms) with keep-alives', async () => {
    const { url } = await gateway();
    const stream = await openLive(url, GOOD_TOKEN);
    await new Promise((resolve) => setTimeout(resolve, RESPONSE_TIMEOUT_MS * 2));
    expect(stream.ended).toBe(false);
    expect(stream.text()).toContain(': keep-alive\n\n');
    planning.live.publish(FAMILY_OF_PARENT, 'shopping-items');
    await waitFor(() => stream.changes().length === 1, 'a change after the response timeout');
  });

  it('opens one stream per family and domain however many pages listen, and closes it with the last', async () => {
    const { url } = await gateway();
    const first = await openLive(url, GOOD_TOKEN);
    const second = await openLive(url, GOOD_TOKEN);
    expect(planning.listening(FAMILY_OF_PARENT)).toBe(1);
    planning.live.publish(FAMILY_OF_PARENT, 'messages');
    await waitFor(() => first.changes().length === 1 && second.changes().length === 1, 'both pages');
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(planning.listening(FAMILY_OF_PARENT)).toBe(1);
    second.close();
    await waitFor(() => planning.listening(FAMILY_OF_PARENT) === 0, 'the service stream to close');
  });

  it('keeps families apart', async () => {
    const { url } = await gateway();
    const parent = await openLive(url, GOOD_TOKEN);
    const other = await openLive(url, MONTHLY_TOKEN);
    planning.live.publish(FAMILY_OF_MONTHLY, 'events');
    await waitFor(() => other.changes().length === 1, 'the other family’s change');
    await waitFor(() => parent.text().includes(': keep-alive'), 'a keep-alive on the parent’s stream');
    expect(parent.changes()).toEqual([]);
  });

  it('sends money changes only to those the domain gate lets call money', async () => {
    const { url } = await gateway();
    const admin = await openLive(url, MONTHLY_TOKEN);
    const withoutFinances = await openLive(url, NO_FINANCES_TOKEN);
    money.live.publish(FAMILY_OF_MONTHLY, 'expenses');
    planning.live.publish(FAMILY_OF_MONTHLY, 'tasks');
    await waitFor(() => admin.changes().length === 2, 'the admin’s changes');
    await waitFor(() => withoutFinances.changes().length === 1, 'the parent’s planning change');
    expect(withoutFinances.changes()).toEqual([{ domain: 'planning', topic: 'tasks' }]);
  });

  it('follows the registry: a domain switched off stops streaming at the next session check', async () => {
    const { url } = await gateway({ live: { recheckMs: 100 } });
    const stream = await openLive(url, GOOD_TOKEN);
    expect(school.listening(FAMILY_OF_PARENT)).toBe(1);
    identity.registry = allDomainsOn().map((d) => (d.id === 'school' ? { ...d, killed: true } : d));
    await waitFor(() => school.listening(FAMILY_OF_PARENT) === 0, 'the school stream to close');
    school.live.publish(FAMILY_OF_PARENT, 'homework');
    planning.live.publish(FAMILY_OF_PARENT, 'tasks');
    await waitFor(() => stream.changes().length === 1, 'planning’s change');
    expect(stream.changes()).toEqual([{ domain: 'planning', topic: 'tasks' }]);
  });

  it('reconnects to a service that restarts, with backoff, and refreshes its topics', async () => {
    const { url } = await gateway();
    const stream = await openLive(url, GOOD_TOKEN);
    expect(school.listening(FAMILY_OF_PARENT)).toBe(1);
    await school.stop();
    planning.live.publish(FAMILY_OF_PARENT, 'tasks');
    await waitFor(() => stream.changes().length === 1, 'planning’s change while school is down');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await school.start();
    await waitFor(() => school.listening(FAMILY_OF_PARENT) === 1, 'the gateway to reconnect', 5000);
    // Whatever changed while the service was away is refetched: every school topic once.
    await waitFor(() => stream.changes().length === 6, 'the school topics');
    expect(stream.changes().slice(1)).toEqual(
      ['schools', 'students', 'school-documents', 'homework', 'school-events'].map((topic) => ({
        domain: 'school',
        topic,
      })),
    );
    school.live.publish(FAMILY_OF_PARENT, 'homework');
    await waitFor(() => stream.changes().length === 7, 'a change after the restart');
    expect(stream.ended).toBe(false);
  });

  it('refuses a caller without a session with 401 JSON', async () => {
    const { app } = await gateway();
    const anonymous = await request(app).get('/api/live').expect(401);
    expect(anonymous.body).toEqual({ error: 'unauthenticated', message: 'Please sign in to continue' });
    await request(app).get('/api/live').set(cookie('unknown-token')).expect(401);
  });

  it('refuses a personal API token with 403, even beside a session cookie: the stream is the browser’s', async () => {
    const { app } = await gateway();
    const refused = await request(app)
      .get('/api/live')
      .set(cookie(GOOD_TOKEN))
      .set('Authorization', 'Bearer fh_not-for-live')
      .expect(403);
    expect(refused.body).toEqual({
      error: 'api_token_forbidden',
      message: 'An API token cannot open live updates. Sign in to FamilyHub to do that.',
    });
  });
});

describe('GET /api/live limits', () => {
  const parentOn = (sessionId: number): { caller: Caller; access: { canViewFinances: boolean } } => ({
    caller: { ...PARENT, sessionId },
    access: { canViewFinances: true },
  });

  it('caps the streams of one session (429 JSON beyond) and frees a slot when one closes', async () => {
    const { url, app } = await gateway({ live: { limits: { perSession: 2 } } });
    const first = await openLive(url, GOOD_TOKEN);
    await openLive(url, GOOD_TOKEN);
    const third = await request(app).get('/api/live').set(cookie(GOOD_TOKEN)).expect(429);
    expect(third.body).toMatchObject({ error: 'rate_limited', details: { limit: 'session', max: 2 } });
    expect(third.body.message).toBe(
      'At most 2 live connections per sign-in. Close some FamilyHub tabs and reload.',
    );
    expect(third.headers['retry-after']).toBe('30');
    // Another session of the same address is not counted against this one.
    expect((await openLive(url, MONTHLY_TOKEN)).status).toBe(200);
    first.close();
    await waitFor(() => first.ended, 'the first stream to close');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await openLive(url, GOOD_TOKEN)).status).toBe(200);
  });

  it('caps the streams of one address across sessions', async () => {
    setFakeSession('phone-session', parentOn(31));
    const { url, app } = await gateway({ live: { limits: { perSession: 5, perAddress: 3 } } });
    await openLive(url, GOOD_TOKEN);
    await openLive(url, MONTHLY_TOKEN);
    await openLive(url, NO_FINANCES_TOKEN);
    const fourth = await request(app).get('/api/live').set(cookie('phone-session')).expect(429);
    expect(fourth.body).toMatchObject({ error: 'rate_limited', details: { limit: 'address', max: 3 } });
    setFakeSession('phone-session', null);
  });

  it("caps one member's streams over all their sign-ins, and one family's over all its members", async () => {
    const sessions = ['phone', 'laptop', 'tablet', 'work', 'other-1', 'other-2'];
    sessions.slice(0, 4).forEach((token, i) => setFakeSession(token, parentOn(51 + i)));
    // Another member of the same family, with two sign-ins of their own.
    const otherMember = { ...PARENT, userId: PARENT.userId + 1000 };
    sessions.slice(4).forEach((token, i) =>
      setFakeSession(token, {
        caller: { ...otherMember, sessionId: 61 + i },
        access: { canViewFinances: true },
      }),
    );
    const { url, app } = await gateway({
      live: { limits: { perSession: 5, perMember: 3, perFamily: 4, perAddress: 100 } },
    });
    for (const token of ['phone', 'laptop', 'tablet']) expect((await openLive(url, token)).status).toBe(200);
    // A fourth sign-in of the same member: each sign-in is under its own cap, the member is not.
    const fourth = await request(app).get('/api/live').set(cookie('work')).expect(429);
    expect(fourth.body).toMatchObject({ error: 'rate_limited', details: { limit: 'member', max: 3 } });
    expect(fourth.body.message).toBe(
      'At most 3 live connections per member, over all your devices. Close some FamilyHub tabs and reload.',
    );
    expect((await openLive(url, 'other-1')).status).toBe(200);
    // The family now holds four: its other member is refused too, another family is not.
    const fifth = await request(app).get('/api/live').set(cookie('other-2')).expect(429);
    expect(fifth.body).toMatchObject({ error: 'rate_limited', details: { limit: 'family', max: 4 } });
    expect((await openLive(url, MONTHLY_TOKEN)).status).toBe(200);
    for (const token of sessions) setFakeSession(token, null);
  });

  it('counts parallel opens before any of them is answered', async () => {
    const { url } = await gateway({ live: { limits: { perSession: 2 } } });
    const opened = await Promise.all([1, 2, 3, 4].map(() => openLive(url, GOOD_TOKEN)));
    expect(opened.map((s) => s.status).sort()).toEqual([200, 200, 429, 429]);
  });
});

describe('GET /api/live ends when the session does', () => {
  const session = (sessionId: number, caller: Caller = PARENT) => ({
    caller: { ...caller, sessionId },
    access: { canViewFinances: true },
  });
  const state = (app: Express, method: 'post' | 'delete', path: string, token: string) =>
    request(app)[method](path).set(cookie(token)).set(CSRF_HEADER, CSRF_HEADER_VALUE);

  it('re-checks the session periodically and closes the stream of a revoked session or removed member', async () => {
    setFakeSession('laptop', session(41));
    setFakeSession('kept', session(42));
    const { url } = await gateway({ live: { recheckMs: 100 } });
    const revoked = await openLive(url, 'laptop');
    const kept = await openLive(url, 'kept');
    // Revoked at identity by someone else (another gateway, "sign out everywhere" elsewhere, member removal).
    setFakeSession('laptop', null);
    await waitFor(() => revoked.ended, 'the revoked session’s stream to end', 5000);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(kept.ended).toBe(false);
    setFakeSession('kept', null);
  });

  it('closes the session’s streams at once on sign-out, and only that session’s', async () => {
    setFakeSession('tablet', session(51));
    setFakeSession('desktop', session(52));
    const { url, app } = await gateway();
    const tablet = await openLive(url, 'tablet');
    const desktop = await openLive(url, 'desktop');
    await request(app).post('/api/auth/sign-out').set(cookie('tablet')).set(CSRF_HEADER, CSRF_HEADER_VALUE);
    await waitFor(() => tablet.ended, 'the signed-out stream to end', 5000);
    expect(desktop.ended).toBe(false);
    setFakeSession('tablet', null);
    setFakeSession('desktop', null);
  });

  it('closes every stream of the member at once on “sign out everywhere”', async () => {
    setFakeSession('one', session(61));
    setFakeSession('two', session(62));
    const { url, app } = await gateway();
    const one = await openLive(url, 'one');
    const two = await openLive(url, 'two');
    const someoneElse = await openLive(url, MONTHLY_TOKEN);
    await state(app, 'post', '/api/auth/sessions/revoke-all', 'one').expect(200);
    await waitFor(() => one.ended && two.ended, 'both streams to end', 5000);
    expect(someoneElse.ended).toBe(false);
    setFakeSession('one', null);
    setFakeSession('two', null);
  });

  it('closes a removed member’s streams at once', async () => {
    const child: Caller = { userId: 70, familyId: PARENT.familyId, role: 'child', plan: 'free' };
    setFakeSession('child', session(71, child));
    const { url, app } = await gateway();
    const removed = await openLive(url, 'child');
    const remover = await openLive(url, GOOD_TOKEN);
    await state(app, 'delete', `/api/users/${child.userId}`, GOOD_TOKEN).expect(200);
    await waitFor(() => removed.ended, 'the removed member’s stream to end', 5000);
    expect(remover.ended).toBe(false);
    setFakeSession('child', null);
  });
});
