import { signedClient } from '@familyhub/server-kit/testing';
import { SignInLimiter } from './sign-in-limiter';
import {
  createIdentityUnderTest,
  resolveCaller,
  sessionTokenFrom,
  signUpFamily,
  type IdentityUnderTest,
} from '../testing';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await createIdentityUnderTest({
    signInLimiter: new SignInLimiter({
      // Three free failures, then a minute's wait: long enough to see the 429 in a test.
      limits: {
        account: { freeFailures: 3, baseDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 3_600_000 },
      },
    }),
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
}, SETUP_TIMEOUT_MS);

const NEW_PASSWORD = 'a brand new password';
const resolves = (token: string) =>
  signedClient(identity.app, null).post('/internal/sessions/resolve').send({ token });
const signIn = (username: string, password: string) =>
  signedClient(identity.app, null).post('/api/auth/sign-in').send({ username, password });

describe('POST /api/user/update-password', () => {
  it('changes the password and signs out every other session, keeping the current one', async () => {
    const family = await signUpFamily(identity.app);
    const other = await signIn(family.body.username, family.body.password).expect(200);
    const otherToken = sessionTokenFrom(other.headers['set-cookie']);
    await resolveCaller(identity.app, otherToken);

    const res = await signedClient(identity.app, family.caller)
      .post('/api/user/update-password')
      .send({
        currentPassword: family.body.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      .expect(200);
    expect(res.body).toEqual({ revokedSessions: 1 });

    await resolves(otherToken).expect(401);
    await resolves(family.token).expect(200);
    await signIn(family.body.username, family.body.password).expect(401);
    await signIn(family.body.username, NEW_PASSWORD).expect(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const family = await signUpFamily(identity.app);
    const res = await signedClient(identity.app, family.caller)
      .post('/api/user/update-password')
      .send({ currentPassword: 'not my password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      .expect(400);
    expect(res.body).toEqual({ error: 'wrong_current_password', message: 'Current password is incorrect' });
    await signIn(family.body.username, family.body.password).expect(200);
  });

  it.each([
    ['no current password', { currentPassword: '' }, 'Current password is required'],
    [
      'a short new password',
      { newPassword: 'short', confirmPassword: 'short' },
      'Password must be at least 10 characters',
    ],
    ['no new password', { newPassword: '', confirmPassword: '' }, 'New password is required'],
    ['a confirmation that differs', { confirmPassword: 'something else entirely' }, 'Passwords do not match'],
  ])('refuses %s with its message', async (_case, override, message) => {
    const family = await signUpFamily(identity.app);
    const body = {
      currentPassword: family.body.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...override,
    };
    const res = await signedClient(identity.app, family.caller)
      .post('/api/user/update-password')
      .send(body)
      .expect(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', message });
    await signIn(family.body.username, family.body.password).expect(200);
  });

  it('stops guessing the current password after repeated failures', async () => {
    const family = await signUpFamily(identity.app);
    const attempt = (currentPassword: string) =>
      signedClient(identity.app, family.caller)
        .post('/api/user/update-password')
        .send({ currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    for (let i = 0; i < 3; i++) await attempt(`guess number ${i}`).expect(400);
    const limited = await attempt(family.body.password).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await signIn(family.body.username, family.body.password).expect(200);
  });

  it('answers 401 unsigned', async () => {
    await signedClient(identity.app, null)
      .post('/api/user/update-password')
      .send({ currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      .expect(401);
  });
});
