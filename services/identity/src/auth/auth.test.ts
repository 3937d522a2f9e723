import request from 'supertest';
import { eq } from 'drizzle-orm';
import type { Session } from '@familyhub/contracts';
import { signedClient } from '@familyhub/server-kit/testing';
import {
  createIdentityUnderTest,
  resolveCaller,
  sessionTokenFrom,
  signUpFamily,
  uniqueUsername,
  type IdentityUnderTest,
} from '../testing';
import { hashSessionToken } from '../sessions';
import { families } from '../schema';

// Booting PGlite (or creating a PostgreSQL database) can be slow on a loaded 2-core machine.
const SETUP_TIMEOUT_MS = 120_000;

let identity: IdentityUnderTest;
const anonymous = () => signedClient(identity.app, null);

beforeAll(async () => {
  identity = await createIdentityUnderTest();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
}, SETUP_TIMEOUT_MS);

function cookieOf(res: request.Response): string {
  const cookies = res.headers['set-cookie'] as unknown as string[];
  return cookies.find((c) => c.startsWith('fh_session=')) ?? '';
}

describe('POST /api/auth/sign-up', () => {
  it('creates the family and its admin, sets the session cookie and the session resolves', async () => {
    const username = uniqueUsername('Riley');
    const res = await anonymous()
      .post('/api/auth/sign-up')
      .send({
        username,
        password: 'a long password',
        name: 'Riley',
        email: 'riley@example.com',
        familyName: 'Rileys',
      })
      .expect(201);
    const session = res.body as Session;
    expect(session.user).toMatchObject({
      username: username.toLowerCase(),
      name: 'Riley',
      role: 'admin',
      color: '#4F46E5',
    });
    expect(session.user).not.toHaveProperty('passwordHash');
    expect(session.family.name).toBe('Rileys');
    expect(session.subscription).toMatchObject({ isPremium: true, plan: 'annual' });
    const trialDays = (Date.parse(session.subscription.trialEnd ?? '') - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);

    const cookie = cookieOf(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age/i);
    expect(cookie).not.toMatch(/Secure/i);

    const caller = await resolveCaller(identity.app, sessionTokenFrom(res.headers['set-cookie']));
    expect(caller).toMatchObject({
      userId: session.user.id,
      familyId: session.family.id,
      role: 'admin',
      plan: 'annual',
    });
    const me = await signedClient(identity.app, caller).get('/api/auth/me').expect(200);
    expect(me.body).toEqual(session);
  });

  it('sets a __Host- cookie (Secure, Path=/, no Domain) when the browser came over HTTPS through the gateway', async () => {
    const res = await anonymous()
      .post('/api/auth/sign-up')
      .set('x-forwarded-proto', 'https')
      .send({
        username: uniqueUsername('sec'),
        password: 'a long password',
        name: 'S',
        email: 's@example.com',
        familyName: 'S',
      })
      .expect(201);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(1);
    const [cookie] = cookies;
    expect(cookie).toMatch(/^__Host-fh_session=[\w-]{43};/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).toMatch(/HttpOnly/i);

    // Signing out over HTTPS reads and clears the __Host- cookie; a bare fh_session beside it is not the session.
    const token = decodeURIComponent(cookie.split(';')[0].slice('__Host-fh_session='.length));
    const out = await anonymous()
      .post('/api/auth/sign-out')
      .set('x-forwarded-proto', 'https')
      .set('Cookie', `fh_session=planted; __Host-fh_session=${token}`)
      .expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-fh_session=;.*Secure/);
    await anonymous().post('/internal/sessions/resolve').send({ token }).expect(401);
  });

  it.each([
    ['username', { username: '' }, 'Username is required'],
    ['password', { password: '' }, 'Password is required'],
    ['short password', { password: 'short' }, 'Password must be at least 10 characters'],
    ['name', { name: ' ' }, 'Name is required'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['family name', { familyName: undefined }, 'Family name is required'],
  ])('refuses a missing or bad %s with the spec message', async (_field, override, message) => {
    const body = {
      username: uniqueUsername('v'),
      password: 'a long password',
      name: 'V',
      email: 'v@example.com',
      familyName: 'V',
      ...override,
    };
    const res = await anonymous().post('/api/auth/sign-up').send(body).expect(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', message });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 409 for a username already taken, whatever its case, and creates no family', async () => {
    const { body } = await signUpFamily(identity.app);
    const res = await anonymous()
      .post('/api/auth/sign-up')
      .send({ ...body, username: body.username.toUpperCase(), familyName: 'Second family' })
      .expect(409);
    expect(res.body).toEqual({ error: 'conflict', message: 'That username is taken' });
    const created = await identity.database.db
      .select()
      .from(families)
      .where(eq(families.name, 'Second family'));
    expect(created).toHaveLength(0);
  });
});

describe('POST /api/auth/sign-in', () => {
  it('signs in with the right password (any username case) and remembers for 30 days when asked', async () => {
    const { body } = await signUpFamily(identity.app);
    const res = await anonymous()
      .post('/api/auth/sign-in')
      .send({ username: body.username.toUpperCase(), password: body.password, rememberMe: true })
      .expect(200);
    expect((res.body as Session).user.username).toBe(body.username.toLowerCase());
    expect(cookieOf(res)).toMatch(/Max-Age=2592000/);
    const caller = await resolveCaller(identity.app, sessionTokenFrom(res.headers['set-cookie']));
    expect(caller.userId).toBe((res.body as Session).user.id);
  });

  it('gives the same 401 for a wrong password and an unknown username', async () => {
    const { body } = await signUpFamily(identity.app);
    const wrong = await anonymous()
      .post('/api/auth/sign-in')
      .send({ username: body.username, password: 'not the password' })
      .expect(401);
    const unknown = await anonymous()
      .post('/api/auth/sign-in')
      .send({ username: 'nobody-here', password: 'whatever123' })
      .expect(401);
    expect(wrong.body).toEqual({ error: 'invalid_credentials', message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('requires username and password with the spec messages', async () => {
    const noUser = await anonymous().post('/api/auth/sign-in').send({ password: 'x' }).expect(400);
    expect(noUser.body.message).toBe('Username is required');
    const noPassword = await anonymous().post('/api/auth/sign-in').send({ username: 'someone' }).expect(400);
    expect(noPassword.body.message).toBe('Password is required');
  });

  const from = (address: string) =>
    signedClient(identity.app, null, undefined, { clientAddress: address }).post('/api/auth/sign-in');

  it('refuses an over-long username or password before anything is hashed or counted', async () => {
    const long = await from('203.0.113.50')
      .send({ username: 'x'.repeat(1_000_000), password: 'p' })
      .expect(400);
    expect(long.body.message).toBe('Username must be at most 40 characters');
    const longPassword = await from('203.0.113.50').send({ username: 'someone', password: 'p'.repeat(201) });
    expect(longPassword.status).toBe(400);
    expect(longPassword.body.message).toBe('Password must be at most 200 characters');
  });

  it('slows an account down after 5 failures, whatever address each guess comes from', async () => {
    const { body } = await signUpFamily(identity.app);
    for (let i = 0; i < 5; i++) {
      await from(`203.0.113.${10 + i}`)
        .send({ username: body.username.toUpperCase(), password: `wrong password ${i}` })
        .expect(401);
    }
    // A client-chosen X-Forwarded-For changes nothing: the address is the one the gateway signed.
    const limited = await from('198.51.100.99')
      .set('x-forwarded-for', '192.0.2.1')
      .send({ username: body.username, password: body.password })
      .expect(429);
    expect(limited.body).toEqual({
      error: 'rate_limited',
      message: 'Too many sign-in attempts. Try again in a few minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a burst of parallel guesses before checking any: only the free ones reach the password check', async () => {
    const { body } = await signUpFamily(identity.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        from(`2001:db8:${i}::1`).send({ username: body.username, password: `parallel guess ${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('limits one address across accounts, and leaves other addresses alone', async () => {
    const { body } = await signUpFamily(identity.app);
    for (let i = 0; i < 20; i++) {
      await from('203.0.113.77')
        .send({ username: `nobody-${i}`, password: 'guess' })
        .expect(401);
    }
    await from('203.0.113.77').send({ username: body.username, password: body.password }).expect(429);
    await from('198.51.100.1').send({ username: body.username, password: body.password }).expect(200);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('revokes the session from the cookie: it no longer resolves and the cookie is cleared', async () => {
    const { token } = await signUpFamily(identity.app);
    const res = await anonymous().post('/api/auth/sign-out').set('Cookie', `fh_session=${token}`).expect(204);
    expect(cookieOf(res)).toMatch(/fh_session=;/);
    await anonymous().post('/internal/sessions/resolve').send({ token }).expect(401);
  });

  it('revokes the signed-in caller’s session', async () => {
    const { token, caller } = await signUpFamily(identity.app);
    await signedClient(identity.app, caller).post('/api/auth/sign-out').expect(204);
    await anonymous().post('/internal/sessions/resolve').send({ token }).expect(401);
  });
});

describe('GET /api/auth/me and session resolution', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await anonymous().get('/api/auth/me').expect(401);
    expect(res.body.error).toBe('unauthenticated');
  });

  it('does not resolve an unknown token or an expired session', async () => {
    await anonymous().post('/internal/sessions/resolve').send({ token: 'not-a-real-token' }).expect(401);
    const { token } = await signUpFamily(identity.app);
    await identity.database.db.execute(
      `update identity.sessions set expires_at = now() - interval '1 second' where token_hash = '${hashSessionToken(token)}'`,
    );
    await anonymous().post('/internal/sessions/resolve').send({ token }).expect(401);
  });

  it('refuses resolution signed for a caller: only the gateway resolves', async () => {
    const { token, caller } = await signUpFamily(identity.app);
    await signedClient(identity.app, caller).post('/internal/sessions/resolve').send({ token }).expect(403);
  });

  it('gives the free plan once an unpaid trial has ended', async () => {
    const { token, session } = await signUpFamily(identity.app);
    await identity.database.db.execute(
      `update identity.families set trial_ends_at = now() - interval '1 day' where id = ${session.family.id}`,
    );
    const caller = await resolveCaller(identity.app, token);
    expect(caller.plan).toBe('free');
    const status = await signedClient(identity.app, caller).get('/api/subscription/status').expect(200);
    expect(status.body).toMatchObject({ isPremium: false, plan: 'free' });
  });
});

describe('demo access', () => {
  it('is off when the app says so: info false, sign-in 404', async () => {
    expect((await anonymous().get('/api/auth/demo').expect(200)).body).toEqual({ enabled: false });
    await anonymous().post('/api/auth/demo-sign-in').expect(404);
  });

  it('signs in as the demo admin when on, and says when the demo family is missing', async () => {
    const demoName = uniqueUsername('demo');
    const on = await createIdentityUnderTest({ demo: { enabled: true, username: demoName } });
    try {
      const client = signedClient(on.app, null);
      expect((await client.get('/api/auth/demo').expect(200)).body).toEqual({ enabled: true });
      const missing = await client.post('/api/auth/demo-sign-in').expect(404);
      expect(missing.body.message).toBe('The demo family has not been set up');
      await signUpFamily(on.app, { username: demoName });
      const res = await client.post('/api/auth/demo-sign-in').expect(200);
      expect((res.body as Session).user.username).toBe(demoName.toLowerCase());
      await resolveCaller(on.app, sessionTokenFrom(res.headers['set-cookie']));
    } finally {
      await on.close();
    }
  });
});

describe('the service frame', () => {
  it('refuses an unsigned call with 401 JSON', async () => {
    const res = await request(identity.app).get('/api/users').expect(401);
    expect(res.body.error).toBe('unauthenticated');
    await request(identity.app).post('/internal/sessions/resolve').send({ token: 'x' }).expect(401);
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await anonymous()
      .post('/api/auth/sign-in')
      .set('content-type', 'application/json')
      .send('{"username":')
      .expect(400);
    expect(res.body).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON' });
  });
});
