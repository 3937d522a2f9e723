import type { LanguageSettings, Session } from '@familyhub/contracts';
import { signedClient } from '@familyhub/server-kit/testing';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;

let identity: IdentityUnderTest;

beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
}, SETUP_TIMEOUT_MS);

const spanish: LanguageSettings = { language: 'es', hourCycle: 'h23', weekStart: 'monday', dateOrder: 'dmy' };

describe('a member’s language and formats (issue #35)', () => {
  it('starts in English with every format automatic, and the session says so', async () => {
    const family = await signUpFamily(identity.app);
    expect(family.session.language).toEqual({
      language: 'en',
      hourCycle: 'auto',
      weekStart: 'auto',
      dateOrder: 'auto',
    });
    const res = await signedClient(identity.app, family.caller).get('/api/users/me/language').expect(200);
    expect(res.body).toEqual(family.session.language);
  });

  it('saves the caller’s own choice, which their session carries to every device, and no one else’s', async () => {
    const family = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller, { name: 'Leo', role: 'child' });

    const saved = await signedClient(identity.app, child.caller)
      .put('/api/users/me/language')
      .send(spanish)
      .expect(200);
    expect(saved.body).toEqual(spanish);

    const me = await signedClient(identity.app, child.caller).get('/api/auth/me').expect(200);
    expect((me.body as Session).language).toEqual(spanish);
    // The parent's own stays English: a member chooses only their own.
    const parent = await signedClient(identity.app, family.caller).get('/api/users/me/language').expect(200);
    expect((parent.body as LanguageSettings).language).toBe('en');
  });

  it('refuses a language FamilyHub does not speak, with a sentence, and keeps the saved one', async () => {
    const family = await signUpFamily(identity.app);
    await signedClient(identity.app, family.caller).put('/api/users/me/language').send(spanish).expect(200);
    const res = await signedClient(identity.app, family.caller)
      .put('/api/users/me/language')
      .send({ ...spanish, language: 'tlh' })
      .expect(400);
    expect(res.body).toMatchObject({ error: 'validation_failed' });
    expect(JSON.stringify(res.body)).toContain('Choose English or Español');
    const after = await signedClient(identity.app, family.caller).get('/api/users/me/language').expect(200);
    expect(after.body).toEqual(spanish);
  });

  it('answers 401 without a session', async () => {
    const { default: request } = await import('supertest');
    await request(identity.app).get('/api/users/me/language').expect(401);
  });
});
