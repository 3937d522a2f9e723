import request from 'supertest';
import { domainRegistration, type DomainSwitches } from '@familyhub/contracts';
import type { ServiceName } from '@familyhub/server-kit';
import { createGatewayApp } from './app';
import { FINANCES_FORBIDDEN } from './domain-gate';
import {
  allDomainsOn,
  GOOD_TOKEN,
  KEY,
  MONTHLY_TOKEN,
  NO_FINANCES_TOKEN,
  refusedPortUrl,
  startFakeService,
  type FakeService,
} from './testing/fake-services';

const names: ServiceName[] = ['identity', 'planning', 'school', 'wellness', 'home', 'money'];
let fakes: Record<string, FakeService>;
let services: Record<ServiceName, string>;

beforeAll(async () => {
  const started = await Promise.all(names.map((n) => startFakeService(n)));
  fakes = Object.fromEntries(started.map((f) => [f.name, f]));
  services = Object.fromEntries(names.map((n) => [n, fakes[n].url])) as Record<ServiceName, string>;
});
afterAll(async () => {
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});
beforeEach(() => {
  fakes.identity.registry = allDomainsOn();
  for (const f of Object.values(fakes)) f.seen.length = 0;
});

const free = `fh_session=${GOOD_TOKEN}`; // a free family's parent (may view finances)
const monthly = `fh_session=${MONTHLY_TOKEN}`; // a monthly family's admin
const gateway = (registryCacheMs = 0) => createGatewayApp({ services, internalKey: KEY, registryCacheMs });

/** The registry with one domain's switches changed. */
function withDomain(
  id: DomainSwitches['id'],
  change: Partial<Pick<DomainSwitches, 'killed'>> & { plans?: Partial<DomainSwitches['plans']> },
) {
  return allDomainsOn().map((d) =>
    d.id === id ? { ...d, killed: change.killed ?? d.killed, plans: { ...d.plans, ...change.plans } } : d,
  );
}
const paidOnly = { free: false, monthly: true, annual: true };

describe('API calls to a switched-off domain', () => {
  it('answers 503 domain_unavailable for a killed domain, for every plan, without calling it', async () => {
    fakes.identity.registry = withDomain('wellness', { killed: true });
    for (const cookie of [free, monthly]) {
      const res = await request(gateway()).get('/api/medications').set('Cookie', cookie);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: 'domain_unavailable',
        message: 'Wellness is switched off for everyone right now. Please try again later.',
      });
    }
    expect(fakes.wellness.seen).toHaveLength(0);
    await request(gateway()).get('/api/tasks').set('Cookie', free).expect(200);
  });

  it('answers 403 plan_required to a free family when a paid plan has the domain', async () => {
    fakes.identity.registry = withDomain('home', { plans: paidOnly });
    const res = await request(gateway()).get('/api/chores').set('Cookie', free);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'plan_required',
      message: 'Home is a premium feature. Upgrade to a premium plan to use it.',
    });
    expect(fakes.home.seen).toHaveLength(0);
    await request(gateway()).get('/api/chores').set('Cookie', monthly).expect(200);
  });

  it('answers 403 domain_disabled to a paid plan the domain is switched off for', async () => {
    fakes.identity.registry = withDomain('wellness', { plans: { monthly: false } });
    const res = await request(gateway())
      .post('/api/moods')
      .set('Cookie', monthly)
      .set('X-Requested-With', 'FamilyHub')
      .send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'domain_disabled',
      message: 'Wellness is switched off for the Monthly plan.',
    });
    expect(fakes.wellness.seen).toHaveLength(0);
    // The other domains keep working for the same family.
    await request(gateway()).get('/api/tasks').set('Cookie', monthly).expect(200);
    await request(gateway()).get('/api/chores').set('Cookie', monthly).expect(200);
  });

  it('answers domain_disabled to a free family when no paid plan has the domain either', async () => {
    fakes.identity.registry = withDomain('school', { plans: { free: false, monthly: false, annual: false } });
    const res = await request(gateway()).get('/api/homework').set('Cookie', free);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('domain_disabled');
  });

  it('never gates identity, whatever is switched off', async () => {
    fakes.identity.registry = allDomainsOn().map((d) => ({ ...d, killed: true }));
    await request(gateway()).get('/api/auth/me').set('Cookie', free).expect(200);
    await request(gateway()).get('/api/subscription/status').set('Cookie', free).expect(200);
  });

  it('keeps the money domain from parents who may not view finances, not from admins', async () => {
    const parent = await request(gateway())
      .get('/api/bills')
      .set('Cookie', `fh_session=${NO_FINANCES_TOKEN}`);
    expect(parent.status).toBe(403);
    expect(parent.body).toEqual({ error: 'forbidden', message: FINANCES_FORBIDDEN });
    expect(fakes.money.seen).toHaveLength(0);
    await request(gateway())
      .get('/api/medications')
      .set('Cookie', `fh_session=${NO_FINANCES_TOKEN}`)
      .expect(200);
    await request(gateway()).get('/api/bills').set('Cookie', monthly).expect(200); // an admin
    await request(gateway()).get('/api/bills').set('Cookie', free).expect(200); // a parent allowed to
  });
});

describe('GET /api/platform/domains', () => {
  it('answers each domain’s status for the signed-in caller’s plan', async () => {
    fakes.identity.registry = withDomain('wellness', { plans: { monthly: false } }).map((d) =>
      d.id === 'home' ? { ...d, plans: paidOnly } : d.id === 'money' ? { ...d, killed: true } : d,
    );
    const forMonthly = domainRegistration
      .array()
      .parse((await request(gateway()).get('/api/platform/domains').set('Cookie', monthly)).body);
    const byId = Object.fromEntries(forMonthly.map((d) => [d.id, d]));
    expect(byId.planning).toMatchObject({ enabled: true, status: 'enabled' });
    expect(byId.wellness).toMatchObject({
      enabled: false,
      status: 'plan_locked',
      availableOn: ['free', 'annual'],
    });
    expect(byId.home).toMatchObject({ enabled: true, status: 'enabled', availableOn: ['monthly', 'annual'] });
    expect(byId.money).toMatchObject({ enabled: false, status: 'unavailable', availableOn: [] });

    const forFree = (await request(gateway()).get('/api/platform/domains').set('Cookie', free)).body as {
      id: string;
      status: string;
    }[];
    expect(forFree.find((d) => d.id === 'home')?.status).toBe('plan_locked');
    expect(forFree.find((d) => d.id === 'wellness')?.status).toBe('enabled');
  });

  it('answers an anonymous visitor as the free plan sees it', async () => {
    fakes.identity.registry = withDomain('school', { plans: paidOnly });
    const res = await request(gateway()).get('/api/platform/domains').expect(200);
    expect(res.body.find((d: { id: string }) => d.id === 'school')).toMatchObject({
      status: 'plan_locked',
      enabled: false,
    });
  });
});

describe('reading the registry from identity', () => {
  it('reuses a read for the cache time, then sees a change without a restart', async () => {
    // The clock is held still and moved by hand: on a loaded machine the calls alone can outlast a real 200 ms.
    const realNow = Date.now;
    let now = realNow();
    Date.now = () => now;
    try {
      const app = gateway(200);
      const before = fakes.identity.registryCalls;
      await request(app).get('/api/medications').set('Cookie', monthly).expect(200);
      await request(app).get('/api/moods').set('Cookie', monthly).expect(200);
      expect(fakes.identity.registryCalls - before).toBe(1);

      fakes.identity.registry = withDomain('wellness', { plans: { monthly: false } });
      now += 199;
      await request(app).get('/api/medications').set('Cookie', monthly).expect(200); // still cached
      now += 2;
      const res = await request(app).get('/api/medications').set('Cookie', monthly);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('domain_disabled');
      expect(fakes.identity.registryCalls - before).toBe(2);
    } finally {
      Date.now = realNow;
    }
  });

  it('keeps the last known registry while identity cannot answer', async () => {
    const app = gateway(0);
    fakes.identity.registry = withDomain('wellness', { killed: true });
    await request(app).get('/api/medications').set('Cookie', monthly).expect(503);
    fakes.identity.registry = 'fail';
    const res = await request(app).get('/api/medications').set('Cookie', monthly);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('domain_unavailable');
    await request(app).get('/api/tasks').set('Cookie', monthly).expect(200);
    const listed = await request(app).get('/api/platform/domains').set('Cookie', monthly).expect(200);
    expect(listed.body.find((d: { id: string }) => d.id === 'wellness').status).toBe('unavailable');
  });

  it('asks a failing identity again only after a pause, so calls do not each wait for it', async () => {
    const app = gateway(5000);
    fakes.identity.registry = 'fail';
    const before = fakes.identity.registryCalls;
    await request(app).get('/api/tasks').set('Cookie', monthly).expect(200);
    await request(app).get('/api/tasks').set('Cookie', monthly).expect(200);
    await request(app).get('/api/platform/domains').set('Cookie', monthly).expect(200);
    expect(fakes.identity.registryCalls - before).toBe(1);
  });

  it('uses the shipped defaults until identity has answered once', async () => {
    const app = createGatewayApp({
      services: { ...services, identity: await refusedPortUrl() },
      internalKey: KEY,
    });
    const res = await request(app).get('/api/platform/domains').expect(200);
    const statuses = Object.fromEntries(
      (res.body as { id: string; status: string }[]).map((d) => [d.id, d.status]),
    );
    expect(statuses).toEqual({
      planning: 'enabled',
      school: 'plan_locked',
      wellness: 'plan_locked',
      home: 'plan_locked',
      money: 'plan_locked',
    });
  });
});
