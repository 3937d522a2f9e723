import request from 'supertest';
import type { ServiceName } from '@familyhub/server-kit';
import { createGatewayApp, DEFAULT_ANONYMOUS_IDENTITY_PER_MINUTE } from './app';
import { trustProxySetting } from './client-address';
import { GOOD_TOKEN, KEY, startFakeService, type FakeService } from './testing/fake-services';

const names: ServiceName[] = ['identity', 'planning', 'school', 'wellness', 'home', 'money'];
let fakes: FakeService[];
let services: Record<ServiceName, string>;

beforeAll(async () => {
  fakes = await Promise.all(names.map((n) => startFakeService(n)));
  services = Object.fromEntries(fakes.map((f) => [f.name, f.url])) as Record<ServiceName, string>;
});
afterAll(async () => {
  await Promise.all(fakes.map((f) => f.close()));
});
const identity = () => fakes[0];
beforeEach(() => {
  identity().seen.length = 0;
});

const gateway = (extra: Partial<Parameters<typeof createGatewayApp>[0]> = {}) =>
  createGatewayApp({ services, internalKey: KEY, ...extra });
const signIn = (app: ReturnType<typeof gateway>) =>
  request(app).post('/api/auth/sign-in').set('X-Requested-With', 'FamilyHub').send({ username: 'a' });

describe('the client address', () => {
  it('is the socket’s by default: a browser-sent X-Forwarded-For changes neither the signed address nor the headers', async () => {
    const app = gateway();
    for (const forged of ['192.0.2.1', '192.0.2.2']) {
      await signIn(app).set('X-Forwarded-For', forged).set('X-Forwarded-Proto', 'https').expect(200);
    }
    const seen = identity().seen;
    expect(seen.map((s) => s.verified?.client)).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(seen.map((s) => s.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(seen[0].headers['x-forwarded-proto']).toBe('http');
  });

  it('comes from X-Forwarded-For only when TRUST_PROXY trusts the hop', async () => {
    await signIn(gateway({ trustProxy: trustProxySetting('loopback') }))
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(200);
    expect(identity().seen[0].verified?.client).toBe('203.0.113.9');
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('2')).toBe(2);
  });
});

describe('per-address limits', () => {
  it(`allows ${DEFAULT_ANONYMOUS_IDENTITY_PER_MINUTE} anonymous identity calls a minute per address, then 429`, async () => {
    const app = gateway();
    for (let i = 0; i < DEFAULT_ANONYMOUS_IDENTITY_PER_MINUTE; i++) {
      await signIn(app).set('X-Forwarded-For', `192.0.2.${i}`).expect(200);
    }
    const limited = await signIn(app).expect(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(identity().seen).toHaveLength(DEFAULT_ANONYMOUS_IDENTITY_PER_MINUTE);
    // A signed-in member's own calls are not counted against that bucket.
    await request(app).get('/api/tasks').set('Cookie', `fh_session=${GOOD_TOKEN}`).expect(200);
  });

  it('caps every /api call per address, whatever the path', async () => {
    const app = gateway({ rateLimits: { apiPerMinute: 5 } });
    for (let i = 0; i < 5; i++) {
      await request(app).get('/api/tasks').set('Cookie', `fh_session=${GOOD_TOKEN}`).expect(200);
    }
    await request(app).get('/api/tasks').set('Cookie', `fh_session=${GOOD_TOKEN}`).expect(429);
    await request(app)
      .get('/api/health')
      .expect((res) => expect(res.status).not.toBe(429));
  });
});
