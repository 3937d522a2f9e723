import request from 'supertest';
import { apiMessagesReady, type ServiceName } from '@familyhub/server-kit';
import { createGatewayApp } from './app';
import {
  allDomainsOn,
  GOOD_TOKEN,
  KEY,
  PARENT,
  refusedPortUrl,
  setFakeSession,
  startFakeService,
  type FakeService,
} from './testing/fake-services';

// The gateway's own error sentences in the caller's language (issue #35): the browser's Accept-Language, or the
// member's own choice once the session is resolved. The error code, the part programs read, never changes.
const names: ServiceName[] = ['identity', 'planning', 'school', 'wellness', 'home', 'money'];
const SPANISH_TOKEN = 'spanish-member-session-token';
let fakes: Record<string, FakeService>;
let services: Record<ServiceName, string>;

beforeAll(async () => {
  await apiMessagesReady();
  const started = await Promise.all(names.map((n) => startFakeService(n)));
  fakes = Object.fromEntries(started.map((f) => [f.name, f]));
  services = Object.fromEntries(names.map((n) => [n, fakes[n].url])) as Record<ServiceName, string>;
  setFakeSession(SPANISH_TOKEN, { caller: { ...PARENT, language: 'es' }, access: { canViewFinances: true } });
});
afterAll(async () => {
  setFakeSession(SPANISH_TOKEN, null);
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});
beforeEach(() => {
  fakes.identity.registry = allDomainsOn();
});

const gateway = () => createGatewayApp({ services, internalKey: KEY, registryCacheMs: 0 });
const spanishBrowser = 'es-ES,es;q=0.9,en;q=0.5';

describe('the gateway answers its own errors in the caller’s language', () => {
  it('asks a signed-out browser to sign in in its language', async () => {
    const spanish = await request(gateway())
      .get('/api/tasks')
      .set('Accept-Language', spanishBrowser)
      .expect(401);
    expect(spanish.body).toEqual({ error: 'unauthenticated', message: 'Inicia sesión para continuar' });
    const english = await request(gateway()).get('/api/tasks').expect(401);
    expect(english.body).toEqual({ error: 'unauthenticated', message: 'Please sign in to continue' });
  });

  it('refuses a call without the request header, and an unknown /api route, in Spanish', async () => {
    const refused = await request(gateway())
      .post('/api/tasks')
      .set('Cookie', `fh_session=${GOOD_TOKEN}`)
      .set('Accept-Language', spanishBrowser)
      .send({ title: 'Milk' })
      .expect(403);
    expect(refused.body).toEqual({
      error: 'csrf_failed',
      message:
        'A esta solicitud le falta la cabecera de FamilyHub y se ha rechazado. Recarga la página y vuelve a intentarlo.',
    });
    const missing = await request(gateway())
      .get('/api/nowhere')
      .set('Cookie', `fh_session=${GOOD_TOKEN}`)
      .set('Accept-Language', spanishBrowser)
      .expect(404);
    expect(missing.body).toMatchObject({
      error: 'not_found',
      message: 'No hay ninguna ruta para GET /api/nowhere',
    });
  });

  it('says a rate limit in Spanish, with Retry-After', async () => {
    const app = createGatewayApp({ services, internalKey: KEY, rateLimits: { apiPerMinute: 1 } });
    await request(app).get('/api/tasks').set('Cookie', `fh_session=${GOOD_TOKEN}`).expect(200);
    const limited = await request(app)
      .get('/api/tasks')
      .set('Cookie', `fh_session=${GOOD_TOKEN}`)
      .set('Accept-Language', spanishBrowser)
      .expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toEqual({
      error: 'rate_limited',
      message: 'Demasiadas solicitudes desde tu red. Espera un minuto y vuelve a intentarlo.',
    });
  });

  it('answers a member who chose Spanish in Spanish, whatever the browser says', async () => {
    fakes.identity.registry = allDomainsOn().map((d) => (d.id === 'wellness' ? { ...d, killed: true } : d));
    const switchedOff = await request(gateway())
      .get('/api/medications')
      .set('Cookie', `fh_session=${SPANISH_TOKEN}`)
      .set('Accept-Language', 'en')
      .expect(503);
    expect(switchedOff.body).toEqual({
      error: 'domain_unavailable',
      message: 'Bienestar está desactivado para todo el mundo ahora mismo. Inténtalo de nuevo más tarde.',
    });
  });

  it('says a service is unavailable in Spanish, with the same code', async () => {
    const app = createGatewayApp({
      services: { ...services, planning: await refusedPortUrl() },
      internalKey: KEY,
    });
    const down = await request(app)
      .get('/api/tasks')
      .set('Cookie', `fh_session=${SPANISH_TOKEN}`)
      .expect(503);
    expect(down.body).toEqual({
      error: 'service_unavailable',
      message: 'El servicio Planificación no está disponible ahora mismo. Inténtalo de nuevo en un momento.',
    });
  });
});
