import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import { createApp } from '../app';
import { createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../testing';
import { createRedisAttemptLimiter, type RedisAttemptLimiter } from './redis-attempt-limiter';
import { SignInRateLimited } from './sign-in-limiter';

/*
 * The sign-in limits shared by several identity instances through a real Redis (issue #17). `npm test` sets
 * REDIS_TEST_URL when one is reachable (127.0.0.1:6379 on these machines) and runs this in its PostgreSQL pass;
 * without one the suite is skipped and says so there.
 */
const redisUrl = process.env.REDIS_TEST_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
const SETUP_TIMEOUT_MS = 120_000;

describeWithRedis('sign-in limits in Redis, shared by two identity instances', () => {
  const prefix = `familyhub-test:${randomUUID()}:`;
  let instanceA: RedisAttemptLimiter;
  let instanceB: RedisAttemptLimiter;
  let identity: IdentityUnderTest;

  beforeAll(async () => {
    instanceA = createRedisAttemptLimiter({ url: redisUrl ?? '', prefix });
    instanceB = createRedisAttemptLimiter({ url: redisUrl ?? '', prefix });
    identity = await createIdentityUnderTest({ signInLimiter: instanceA });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all([instanceA.close(), instanceB.close()]);
    await identity.close();
  }, SETUP_TIMEOUT_MS);

  it('slows an account after 5 failures spread over both instances', async () => {
    // A second identity instance on the same database, counting in the same Redis.
    const secondIdentity = createApp({
      db: identity.database.db,
      internalKey: TEST_INTERNAL_KEY,
      fieldKey: TEST_FIELD_KEY,
      demo: { enabled: false, username: 'demo' },
      operator: null,
      signInLimiter: instanceB,
    });
    const { body } = await signUpFamily(identity.app);
    const through = (app: Express, address: string) =>
      signedClient(app, null, undefined, { clientAddress: address }).post('/api/auth/sign-in');
    for (let i = 0; i < 5; i++) {
      await through(i % 2 === 0 ? identity.app : secondIdentity, `203.0.113.${i + 1}`)
        .send({ username: body.username, password: `wrong ${i}` })
        .expect(401);
    }
    for (const app of [identity.app, secondIdentity]) {
      const limited = await through(app, '198.51.100.7')
        .send({ username: body.username, password: body.password })
        .expect(429);
      expect(limited.body.error).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('lets exactly the free attempts through when guesses race on both instances', async () => {
    const keys = { scope: 'sign-in' as const, account: `racer-${randomUUID()}`, address: null };
    const answers = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? instanceA : instanceB).reserve(keys)),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 'rejected');
    expect(refused).toHaveLength(11);
    for (const answer of refused) expect(answer.reason).toBeInstanceOf(SignInRateLimited);
  });

  it('limits one address across accounts on both instances, and a success is not counted', async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const good = await instanceA.reserve({ scope: 'sign-in', account: `good-${randomUUID()}`, address });
    good.succeeded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 20; i++) {
      await (i % 2 === 0 ? instanceA : instanceB).reserve({
        scope: 'sign-in',
        account: `guess-${i}`,
        address,
      });
    }
    await expect(
      instanceB.reserve({ scope: 'sign-in', account: 'one-more', address }),
    ).rejects.toBeInstanceOf(SignInRateLimited);
    await expect(
      instanceA.reserve({ scope: 'sign-in', account: 'one-more', address: '198.51.100.200' }),
    ).resolves.toBeDefined();
  });
});
