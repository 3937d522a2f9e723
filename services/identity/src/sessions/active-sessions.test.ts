import type { ActiveSession } from '@familyhub/contracts';
import { signedClient } from '@familyhub/server-kit/testing';
import {
  createIdentityUnderTest,
  resolveCaller,
  sessionTokenFrom,
  signUpFamily,
  type IdentityUnderTest,
} from '../testing';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
}, SETUP_TIMEOUT_MS);

/** A family whose admin is signed in on two devices (sign-up in Chrome, then a sign-in from Firefox). */
async function adminOnTwoDevices() {
  const family = await signUpFamily(identity.app);
  const second = await signedClient(identity.app, null, undefined, { clientAddress: '198.51.100.20' })
    .post('/api/auth/sign-in')
    .set('user-agent', FIREFOX_MAC)
    .send({ username: family.body.username, password: family.body.password })
    .expect(200);
  const otherToken = sessionTokenFrom(second.headers['set-cookie']);
  return { ...family, otherToken, otherCaller: await resolveCaller(identity.app, otherToken) };
}

const resolves = (token: string) =>
  signedClient(identity.app, null).post('/internal/sessions/resolve').send({ token });

describe('GET /api/auth/sessions', () => {
  it('lists the caller’s live sessions with a device summary, marking the current one', async () => {
    const family = await adminOnTwoDevices();
    const res = await signedClient(identity.app, family.otherCaller).get('/api/auth/sessions').expect(200);
    const sessions = res.body as ActiveSession[];
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current);
    expect(current).toMatchObject({ id: family.otherCaller.sessionId, userAgent: 'Firefox on macOS' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current);
    expect(other?.id).toBe(family.caller.sessionId);
    expect(Number.isNaN(Date.parse(other?.createdAt ?? ''))).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(/token/i);
  });

  it('shows nobody else’s sessions, and answers 401 unsigned', async () => {
    const first = await signUpFamily(identity.app);
    await signUpFamily(identity.app);
    const res = await signedClient(identity.app, first.caller).get('/api/auth/sessions').expect(200);
    expect((res.body as ActiveSession[]).map((s) => s.id)).toEqual([first.caller.sessionId]);
    await signedClient(identity.app, null).get('/api/auth/sessions').expect(401);
  });

  it('summarises the browser a session was opened from', async () => {
    const res = await signedClient(identity.app, null)
      .post('/api/auth/sign-up')
      .set('user-agent', CHROME_LINUX)
      .send({
        username: `ua${Date.now()}`,
        password: 'a long password',
        name: 'U',
        email: 'u@example.com',
        familyName: 'U',
      })
      .expect(201);
    const caller = await resolveCaller(identity.app, sessionTokenFrom(res.headers['set-cookie']));
    const list = await signedClient(identity.app, caller).get('/api/auth/sessions').expect(200);
    expect((list.body as ActiveSession[])[0].userAgent).toBe('Chrome on Linux');
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('revokes another of the caller’s sessions: it no longer resolves, the current one does', async () => {
    const family = await adminOnTwoDevices();
    await signedClient(identity.app, family.caller)
      .delete(`/api/auth/sessions/${family.otherCaller.sessionId}`)
      .expect(204);
    await resolves(family.otherToken).expect(401);
    await resolves(family.token).expect(200);
    const list = await signedClient(identity.app, family.caller).get('/api/auth/sessions').expect(200);
    expect((list.body as ActiveSession[]).map((s) => s.id)).toEqual([family.caller.sessionId]);
    // Already revoked: nothing left to revoke.
    await signedClient(identity.app, family.caller)
      .delete(`/api/auth/sessions/${family.otherCaller.sessionId}`)
      .expect(404);
  });

  it('answers 404 for another person’s session and leaves it alive; 401 unsigned', async () => {
    const first = await signUpFamily(identity.app);
    const second = await signUpFamily(identity.app);
    const res = await signedClient(identity.app, first.caller)
      .delete(`/api/auth/sessions/${second.caller.sessionId}`)
      .expect(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'Session not found' });
    await resolves(second.token).expect(200);
    await signedClient(identity.app, null)
      .delete(`/api/auth/sessions/${second.caller.sessionId}`)
      .expect(401);
    await resolves(second.token).expect(200);
  });

  it('clears the cookie when the caller revokes the session they are using', async () => {
    const family = await signUpFamily(identity.app);
    const res = await signedClient(identity.app, family.caller)
      .delete(`/api/auth/sessions/${family.caller.sessionId}`)
      .expect(204);
    expect((res.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^fh_session=;/);
    await resolves(family.token).expect(401);
  });
});

describe('POST /api/auth/sessions/revoke-all', () => {
  it('revokes every session of the caller, the current one included, and clears the cookie', async () => {
    const family = await adminOnTwoDevices();
    const bystander = await signUpFamily(identity.app);
    const res = await signedClient(identity.app, family.caller)
      .post('/api/auth/sessions/revoke-all')
      .expect(204);
    expect((res.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^fh_session=;/);
    await resolves(family.token).expect(401);
    await resolves(family.otherToken).expect(401);
    await resolves(bystander.token).expect(200);
  });

  it('answers 401 unsigned', async () => {
    await signedClient(identity.app, null).post('/api/auth/sessions/revoke-all').expect(401);
  });
});
