import type { SessionResolveAnswer } from '@familyhub/contracts';
import { apiMessagesReady } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
import { createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;

let identity: IdentityUnderTest;

beforeAll(async () => {
  identity = await createIdentityUnderTest();
  await apiMessagesReady();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
}, SETUP_TIMEOUT_MS);

describe('error sentences in the caller’s language (issue #35)', () => {
  it('answers in the browser’s language before sign-in, with the same error code', async () => {
    const family = await signUpFamily(identity.app);
    const attempt = { username: family.session.user.username, password: 'not the password' };
    const spanish = await signedClient(identity.app, null)
      .post('/api/auth/sign-in')
      .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5')
      .send(attempt)
      .expect(401);
    expect(spanish.body).toMatchObject({
      error: 'invalid_credentials',
      message: 'Usuario o contraseña incorrectos',
    });
    const english = await signedClient(identity.app, null)
      .post('/api/auth/sign-in')
      .send(attempt)
      .expect(401);
    expect(english.body).toMatchObject({
      error: 'invalid_credentials',
      message: 'Invalid username or password',
    });
  });

  it('answers a member in the language they chose, which their resolved session carries', async () => {
    const family = await signUpFamily(identity.app);
    await signedClient(identity.app, family.caller)
      .put('/api/users/me/language')
      .send({ language: 'es', hourCycle: 'auto', weekStart: 'auto', dateOrder: 'auto' })
      .expect(200);

    // The gateway's resolve answer carries the member's language into the caller it signs.
    const resolved = await signedClient(identity.app, null)
      .post('/internal/sessions/resolve')
      .send({ token: family.token })
      .expect(200);
    const caller = (resolved.body as SessionResolveAnswer).caller;
    expect(caller.language).toBe('es');

    // A browser that says English does not override the member's own choice.
    const refused = await signedClient(identity.app, caller)
      .put('/api/users/me/language')
      .set('Accept-Language', 'en')
      .send({ language: 'tlh', hourCycle: 'auto', weekStart: 'auto', dateOrder: 'auto' })
      .expect(400);
    expect(refused.body).toMatchObject({ error: 'validation_failed', message: 'Elige English o Español' });
    const missing = await signedClient(identity.app, caller).get('/api/users/999999').expect(404);
    expect(missing.body).toMatchObject({
      error: 'not_found',
      message: 'No se encontró: Miembro de la familia',
    });
  });
});
