import { eq } from 'drizzle-orm';
import type { BackupCodesAnswer, Session, TwoFactorSetup, TwoFactorStatus } from '@familyhub/contracts';
import { isEncryptedValue, type Caller } from '@familyhub/server-kit';
import { signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import { SignInLimiter } from '../auth';
import { users } from '../schema';
import {
  addMember,
  createIdentityUnderTest,
  resolveCaller,
  sessionTokenFrom,
  signUpFamily,
  type IdentityUnderTest,
} from '../testing';
import { backupCodeHasher, legacyBackupCodeHash } from './backup-codes';
import { createChallengeSigner } from './sign-in-challenge';
import { totpAt } from './totp';

const SETUP_TIMEOUT_MS = 120_000;
const STEP_MS = 30_000;

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

const as = (caller: Caller | null) => signedClient(identity.app, caller);

async function rawUser(id: number) {
  const [row] = await identity.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function status(caller: Caller): Promise<TwoFactorStatus> {
  return (await as(caller).get('/api/auth/2fa').expect(200)).body as TwoFactorStatus;
}

/** A new family's admin with two-factor on; `enabledAt` is when its first code (now spent) was made. */
async function adminWithTwoFactor() {
  const family = await signUpFamily(identity.app);
  const setup = (await as(family.caller).post('/api/auth/2fa/setup').expect(200)).body as TwoFactorSetup;
  const enabledAt = Date.now();
  const enabled = await as(family.caller)
    .post('/api/auth/2fa/enable')
    .send({ code: totpAt(setup.secret, enabledAt) })
    .expect(200);
  return { ...family, secret: setup.secret, backupCodes: (enabled.body as BackupCodesAnswer).backupCodes };
}

async function challengeFor(username: string, password = 'correct horse battery'): Promise<string> {
  const res = await as(null).post('/api/auth/sign-in').send({ username, password }).expect(200);
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(res.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return (res.body as { challenge: string }).challenge;
}

describe('two-factor enrolment', () => {
  it('issues a secret stored encrypted, refuses a wrong code, then turns on with the right one and hands out 10 backup codes', async () => {
    const { caller } = await signUpFamily(identity.app);
    expect(await status(caller)).toEqual({ enabled: false, pending: false, backupCodesRemaining: 0 });

    const setup = (await as(caller).post('/api/auth/2fa/setup').expect(200)).body as TwoFactorSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toMatch(
      new RegExp(`^otpauth://totp/FamilyHub:admin[^?]*\\?secret=${setup.secret}&issuer=FamilyHub`),
    );
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const pending = await rawUser(caller.userId);
    expect(isEncryptedValue(pending.twoFactorSecret ?? '')).toBe(true);
    expect(pending.twoFactorSecret).not.toContain(setup.secret);
    expect(pending.twoFactorEnabled).toBe(false);
    expect(await status(caller)).toEqual({ enabled: false, pending: true, backupCodesRemaining: 0 });

    const notDigits = await as(caller).post('/api/auth/2fa/enable').send({ code: 'abc' }).expect(400);
    expect(notDigits.body.message).toBe('Enter the 6-digit code from your authenticator app');
    const rightCode = totpAt(setup.secret, Date.now());
    const wrongCode = rightCode === '000000' ? '111111' : '000000';
    const wrong = await as(caller).post('/api/auth/2fa/enable').send({ code: wrongCode }).expect(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_code', message: 'Invalid verification code' });
    expect((await rawUser(caller.userId)).twoFactorEnabled).toBe(false);

    const enabled = (await as(caller).post('/api/auth/2fa/enable').send({ code: rightCode }).expect(200))
      .body as BackupCodesAnswer;
    expect(enabled.backupCodes).toHaveLength(10);
    expect(new Set(enabled.backupCodes).size).toBe(10);
    for (const code of enabled.backupCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const row = await rawUser(caller.userId);
    expect(row.twoFactorEnabled).toBe(true);
    expect(row.backupCodes).toHaveLength(10);
    expect(JSON.stringify(row.backupCodes)).not.toContain(enabled.backupCodes[0].replace('-', ''));
    // A keyed hash (HMAC under the server key), not a plain SHA-256 anyone could search 49 bits of.
    expect(row.backupCodes).not.toContain(legacyBackupCodeHash(enabled.backupCodes[0]));
    expect(row.backupCodes).toContain(backupCodeHasher(TEST_FIELD_KEY)(enabled.backupCodes[0]));
    expect(backupCodeHasher('another key')(enabled.backupCodes[0])).not.toBe(
      backupCodeHasher(TEST_FIELD_KEY)(enabled.backupCodes[0]),
    );
    expect(await status(caller)).toEqual({ enabled: true, pending: false, backupCodesRemaining: 10 });

    const again = await as(caller).post('/api/auth/2fa/setup').expect(409);
    expect(again.body.message).toBe('Two-factor authentication is already on');
  });

  it('asks for setup before enable, and is for signed-in members only', async () => {
    const { caller } = await signUpFamily(identity.app);
    const res = await as(caller).post('/api/auth/2fa/enable').send({ code: '123456' }).expect(400);
    expect(res.body).toMatchObject({ error: 'setup_required', message: 'Start two-factor setup first' });
    await as(null).get('/api/auth/2fa').expect(401);
    await as(null).post('/api/auth/2fa/setup').expect(401);
  });

  it('keeps each member’s two-factor to themselves', async () => {
    const { caller: adminCaller } = await adminWithTwoFactor();
    const { caller: childCaller } = await addMember(identity.app, adminCaller);
    expect(await status(childCaller)).toEqual({ enabled: false, pending: false, backupCodesRemaining: 0 });
  });
});

describe('signing in with two-factor on', () => {
  it('answers a challenge instead of a session, and opens the session with a fresh code only', async () => {
    const { body, secret, session } = await adminWithTwoFactor();
    const challenge = await challengeFor(body.username);

    const wrong = await as(null)
      .post('/api/auth/sign-in/2fa')
      .send({ challenge, code: '12345x' })
      .expect(401);
    expect(wrong.body).toMatchObject({ error: 'invalid_code', message: 'Invalid verification code' });
    // The code that turned two-factor on was spent; the next step's code (within the ±1 window) is accepted.
    const replay = await as(null)
      .post('/api/auth/sign-in/2fa')
      .send({ challenge, code: totpAt(secret, Date.now() - STEP_MS) })
      .expect(401);
    expect(replay.body.error).toBe('invalid_code');

    const res = await as(null)
      .post('/api/auth/sign-in/2fa')
      .send({ challenge, code: totpAt(secret, Date.now() + STEP_MS) })
      .expect(200);
    expect((res.body as Session).user.id).toBe(session.user.id);
    const caller = await resolveCaller(identity.app, sessionTokenFrom(res.headers['set-cookie']));
    expect(caller.userId).toBe(session.user.id);
  });

  it('opens one session per challenge: a used challenge is refused with another valid code', async () => {
    const { body, backupCodes } = await adminWithTwoFactor();
    const challenge = await challengeFor(body.username);
    await as(null).post('/api/auth/sign-in/2fa').send({ challenge, code: backupCodes[0] }).expect(200);
    const again = await as(null)
      .post('/api/auth/sign-in/2fa')
      .send({ challenge, code: backupCodes[1] })
      .expect(401);
    expect(again.body.error).toBe('challenge_expired');
  });

  it('signs the member’s other sessions out when two-factor is turned on', async () => {
    const family = await signUpFamily(identity.app);
    const other = await as(null)
      .post('/api/auth/sign-in')
      .send({ username: family.body.username, password: family.body.password })
      .expect(200);
    const otherToken = sessionTokenFrom(other.headers['set-cookie']);
    const setup = (await as(family.caller).post('/api/auth/2fa/setup').expect(200)).body as TwoFactorSetup;
    await as(family.caller)
      .post('/api/auth/2fa/enable')
      .send({ code: totpAt(setup.secret, Date.now()) })
      .expect(200);
    await as(null).post('/internal/sessions/resolve').send({ token: otherToken }).expect(401);
    await as(null).post('/internal/sessions/resolve').send({ token: family.token }).expect(200);
  });

  it('accepts each backup code once', async () => {
    const { body, backupCodes, caller } = await adminWithTwoFactor();
    const first = await challengeFor(body.username);
    await as(null)
      .post('/api/auth/sign-in/2fa')
      .send({ challenge: first, code: backupCodes[3].toUpperCase() })
      .expect(200);
    expect(await status(caller)).toMatchObject({ enabled: true, backupCodesRemaining: 9 });

    const second = await challengeFor(body.username);
    const reused = await as(null)
      .post('/api/auth/sign-in/2fa')
      .send({ challenge: second, code: backupCodes[3] })
      .expect(401);
    expect(reused.body.error).toBe('invalid_code');
    await as(null)
      .post('/api/auth/sign-in/2fa')
      .send({ challenge: second, code: backupCodes[4] })
      .expect(200);
  });

  it('refuses a forged, tampered or expired challenge', async () => {
    const { body, secret, session } = await adminWithTwoFactor();
    const challenge = await challengeFor(body.username);
    const code = totpAt(secret, Date.now() + STEP_MS);
    const forged = createChallengeSigner('another key').issue(session.user.id, false);
    const expired = createChallengeSigner(TEST_INTERNAL_KEY, () => Date.now() - 10 * 60_000).issue(
      session.user.id,
      false,
    );
    for (const bad of [forged, expired, `${challenge}x`, 'nonsense']) {
      const res = await as(null).post('/api/auth/sign-in/2fa').send({ challenge: bad, code }).expect(401);
      expect(res.body).toMatchObject({
        error: 'challenge_expired',
        message: 'Your sign-in has expired. Please sign in again.',
      });
    }
    const missing = await as(null).post('/api/auth/sign-in/2fa').send({ challenge }).expect(400);
    expect(missing.body.message).toBe('Enter the 6-digit code or a backup code');
  });

  it('stops taking codes after too many wrong ones, even the right one', async () => {
    const { body, secret } = await adminWithTwoFactor();
    const challenge = await challengeFor(body.username);
    for (let i = 0; i < 3; i += 1) {
      await as(null).post('/api/auth/sign-in/2fa').send({ challenge, code: 'wrong-code' }).expect(401);
    }
    const limited = await as(null)
      .post('/api/auth/sign-in/2fa')
      .send({ challenge, code: totpAt(secret, Date.now() + STEP_MS) })
      .expect(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a current code, then sign-in opens a session straight away', async () => {
    const { body, caller, session, secret } = await adminWithTwoFactor();
    const wrong = await as(caller)
      .post('/api/auth/2fa/disable')
      .send({ password: 'not my password', code: totpAt(secret, Date.now() + STEP_MS) })
      .expect(400);
    expect(wrong.body.message).toBe('Password is incorrect');
    const empty = await as(caller).post('/api/auth/2fa/disable').send({}).expect(400);
    expect(empty.body.message).toBe('Enter your password');
    // The password alone (a borrowed session, a shoulder-surfed password) is not enough while two-factor is on.
    const passwordOnly = await as(caller)
      .post('/api/auth/2fa/disable')
      .send({ password: body.password })
      .expect(400);
    expect(passwordOnly.body).toEqual({
      error: 'two_factor_code_required',
      message: 'Enter the 6-digit code or a backup code',
    });
    // A code alone, without the password, is not enough either.
    await as(caller)
      .post('/api/auth/2fa/disable')
      .send({ code: totpAt(secret, Date.now() + STEP_MS) })
      .expect(400);
    expect((await rawUser(caller.userId)).twoFactorEnabled).toBe(true);

    await as(caller)
      .post('/api/auth/2fa/disable')
      .send({ password: body.password, code: totpAt(secret, Date.now() + STEP_MS) })
      .expect(204);
    const row = await rawUser(caller.userId);
    expect(row).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null, backupCodes: null });
    const signedIn = await as(null)
      .post('/api/auth/sign-in')
      .send({ username: body.username, password: body.password })
      .expect(200);
    expect((signedIn.body as Session).user.id).toBe(session.user.id);
    expect(signedIn.headers['set-cookie']).toBeDefined();
  });

  it('accepts a backup code as the current code, beside the password', async () => {
    const { body, caller, backupCodes } = await adminWithTwoFactor();
    const wrongCode = await as(caller)
      .post('/api/auth/2fa/disable')
      .send({ password: body.password, code: 'aaaaa-aaaaa' })
      .expect(400);
    expect(wrongCode.body.message).toBe('Invalid verification code');
    await as(caller)
      .post('/api/auth/2fa/disable')
      .send({ password: body.password, code: backupCodes[0] })
      .expect(204);
    expect(await status(caller)).toEqual({ enabled: false, pending: false, backupCodesRemaining: 0 });
  });

  it('cancels a setup never confirmed with the password alone', async () => {
    const { body, caller } = await signUpFamily(identity.app);
    await as(caller).post('/api/auth/2fa/setup').expect(200);
    expect(await status(caller)).toMatchObject({ enabled: false, pending: true });
    await as(caller).post('/api/auth/2fa/disable').send({ password: body.password }).expect(204);
    expect(await status(caller)).toEqual({ enabled: false, pending: false, backupCodesRemaining: 0 });
  });
});

describe('Direct Dashboard Access with two-factor on', () => {
  it(
    'is refused, so it cannot skip the code',
    async () => {
      const demo = await createIdentityUnderTest({ demo: { enabled: true, username: 'demo2fa' } });
      try {
        const client = (caller: Caller | null) => signedClient(demo.app, caller);
        const { caller, body } = await signUpFamily(demo.app, { username: 'demo2fa' });
        await client(null).post('/api/auth/demo-sign-in').expect(200);
        const setup = (await client(caller).post('/api/auth/2fa/setup').expect(200)).body as TwoFactorSetup;
        await client(caller)
          .post('/api/auth/2fa/enable')
          .send({ code: totpAt(setup.secret, Date.now()) })
          .expect(200);
        const refused = await client(null).post('/api/auth/demo-sign-in').expect(403);
        expect(refused.body.error).toBe('two_factor_required');
        expect(refused.headers['set-cookie']).toBeUndefined();
        await client(null)
          .post('/api/auth/sign-in')
          .send({ username: body.username, password: body.password })
          .expect(200);
      } finally {
        await demo.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
