import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlatformJobs } from '@familyhub/contracts';
import { createJobRunner, createServiceApp, registerJobRunner, type Database } from '@familyhub/server-kit';
import { signedClient, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import {
  createIdentityUnderTest,
  resolveCaller,
  sessionTokenFrom,
  signUpFamily,
  type IdentityUnderTest,
} from '../testing';
import { ensurePlatformOperator } from './platform-operator';
import { NOT_AN_OPERATOR } from './platform-domains.service';

const SETUP_TIMEOUT_MS = 120_000;
const OPERATOR = { username: 'Operator', password: 'operator password 1', name: 'Olga Operator' };

let identity: IdentityUnderTest;
let school: Server;
const saved = { ...process.env };
const unregister: Array<() => void> = [];

beforeAll(async () => {
  identity = await createIdentityUnderTest({ operator: null, operatorTwoFactorRequired: false });
  await ensurePlatformOperator(identity.database.db, OPERATOR);
  const db = identity.database.db as Database;

  // Identity's own runner, as runService makes it, with one job that has run.
  const renewals = createJobRunner({
    db,
    schemaName: 'identity',
    service: 'identity',
    jobs: [{ name: 'subscription-renewals', everyMs: 900_000, run: async () => undefined }],
  });
  await renewals.runDue();
  unregister.push(registerJobRunner('identity', renewals));

  // A running school service with one job that failed; every other domain service is down.
  const schoolJobs = createJobRunner({
    db,
    schemaName: 'identity',
    service: 'school',
    jobs: [
      {
        name: 'document-reminders',
        everyMs: 60_000,
        run: async () => {
          throw new Error('planning did not answer');
        },
      },
    ],
  });
  await schoolJobs.runDue();
  unregister.push(registerJobRunner('school', schoolJobs));
  school = createServiceApp({ name: 'school', internalKey: TEST_INTERNAL_KEY, routes: () => {} }).listen(
    0,
    '127.0.0.1',
  );
  await new Promise((resolve) => school.once('listening', resolve));
  process.env.SCHOOL_URL = `http://127.0.0.1:${(school.address() as AddressInfo).port}`;
  for (const down of ['PLANNING', 'WELLNESS', 'HOME', 'MONEY'])
    process.env[`${down}_URL`] = 'http://127.0.0.1:9';
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  process.env = saved;
  for (const stop of unregister) stop();
  await new Promise((resolve) => school.close(resolve));
  await identity.close();
}, SETUP_TIMEOUT_MS);

it('shows the platform operator every service’s jobs, and which services did not answer', async () => {
  const signIn = await signedClient(identity.app, null)
    .post('/api/auth/sign-in')
    .send({ username: 'operator', password: OPERATOR.password })
    .expect(200);
  const operator = await resolveCaller(identity.app, sessionTokenFrom(signIn.headers['set-cookie']));

  const res = await signedClient(identity.app, operator).get('/api/platform/admin/jobs').expect(200);
  const body = res.body as PlatformJobs;
  expect(body.jobs).toEqual([
    expect.objectContaining({
      service: 'identity',
      name: 'subscription-renewals',
      runs: 1,
      lastStatus: 'ok',
    }),
    expect.objectContaining({
      service: 'school',
      name: 'document-reminders',
      runs: 0,
      failures: 1,
      lastStatus: 'failed',
      lastError: 'planning did not answer',
    }),
  ]);
  expect(body.unreachable.map((entry) => entry.service)).toEqual(['planning', 'wellness', 'home', 'money']);
  expect(body.unreachable[0].message).toBe('The planning service is not answering right now');
});

it('refuses family members, admins included', async () => {
  const family = await signUpFamily(identity.app);
  const res = await signedClient(identity.app, family.caller).get('/api/platform/admin/jobs').expect(403);
  expect(res.body).toEqual({ error: 'forbidden', message: NOT_AN_OPERATOR });
  await signedClient(identity.app, null).get('/api/platform/admin/jobs').expect(401);
});
