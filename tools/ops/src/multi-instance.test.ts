import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, memberClient, repoRoot, stopProcess, waitUntil } from './testing/platform-processes';

/*
 * Several instances of the platform on PostgreSQL + NATS + Redis (issue #17): identity ×2, planning ×2 and
 * gateway ×2, each gateway in front of its own identity and planning instance, all on one fresh database. `npm test`
 * sets SCALE_TEST_DATABASE_URL, NATS_TEST_URL and REDIS_TEST_URL when those servers are reachable; without them the
 * suite is skipped and says so there.
 */
const adminUrl = process.env.SCALE_TEST_DATABASE_URL;
const natsUrl = process.env.NATS_TEST_URL;
const redisUrl = process.env.REDIS_TEST_URL;
const describeScaledOut = adminUrl && natsUrl && redisUrl ? describe : describe.skip;

const SETUP_TIMEOUT_MS = 300_000;
const ANONYMOUS_PER_MINUTE = 60;
const database = `fh_scale_${randomBytes(5).toString('hex')}`;
const children: ChildProcess[] = [];
const output: string[] = [];
let gatewayA = '';
let gatewayB = '';
let databaseUrl = '';
let identityPorts: number[] = [];

/** One series' value summed over instances' `/metrics` (services serve it on their own port). */
async function scraped(ports: number[], series: RegExp): Promise<number> {
  let total = 0;
  for (const port of ports) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const line of text.split('\n')) if (series.test(line)) total += Number(line.split(' ').pop());
  }
  return total;
}

async function admin<T>(query: (client: pg.Client) => Promise<T>, url = adminUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

function start(name: string, service: string, env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, ['--import', 'tsx', `services/${service}/src/main.ts`], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => output.push(`[${name}] ${chunk.toString()}`);
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  children.push(child);
}

const ready = (port: number, what: string) =>
  waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/ready`)).ok, what, 180_000);

/** A browser's `GET /api/live` through a gateway: the change events it has received so far. */
function openLive(baseUrl: string, cookie: string) {
  const received: string[] = [];
  let status = 0;
  const req = request(`${baseUrl}/api/live`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
    status = res.statusCode ?? 0;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => received.push(chunk));
  });
  req.end();
  return {
    status: () => status,
    changes: () =>
      received
        .join('')
        .split('\n\n')
        .filter((block) => block.startsWith('event: change'))
        .map((block) => JSON.parse(block.split('data: ')[1]) as { domain: string; topic: string }),
    close: () => req.destroy(),
  };
}

describeScaledOut('several instances of every service on PostgreSQL, NATS and Redis', () => {
  beforeAll(async () => {
    await admin((client) => client.query(`create database ${database}`));
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    const [identity1, identity2, planning1, planning2, portA, portB] = await Promise.all(
      Array.from({ length: 6 }, () => freePort()),
    );
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-scale-'));
    const common: NodeJS.ProcessEnv = {
      ...process.env,
      FAMILYHUB_DATA_DIR: dataDir,
      TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.base.json'),
      DATABASE_URL: databaseUrl,
      NATS_URL: natsUrl,
      REDIS_URL: redisUrl,
      INTERNAL_SIGNING_KEY: randomBytes(32).toString('hex'),
      FIELD_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      DEMO_MODE: 'off',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      // The gateways' anonymous sign-in limit, counted together in Redis (the last test); well above the others' calls.
      AUTH_RATE_LIMIT_PER_MINUTE: String(ANONYMOUS_PER_MINUTE),
      BILLING_PROVIDER: 'sandbox',
    };
    delete common.NODE_ENV;
    // Every instance of a service starts at the same moment, as a Deployment's replicas do (one migrates).
    start('identity-1', 'identity', { ...common, PORT: String(identity1) });
    start('identity-2', 'identity', { ...common, PORT: String(identity2) });
    start('planning-1', 'planning', {
      ...common,
      PORT: String(planning1),
      IDENTITY_URL: `http://127.0.0.1:${identity1}`,
    });
    start('planning-2', 'planning', {
      ...common,
      PORT: String(planning2),
      IDENTITY_URL: `http://127.0.0.1:${identity2}`,
    });
    const down = Object.fromEntries(
      ['SCHOOL', 'WELLNESS', 'HOME', 'MONEY'].map((name) => [`${name}_URL`, 'http://127.0.0.1:9']),
    );
    const gateway = (port: number, identity: number, planning: number) => ({
      ...common,
      ...down,
      PORT: String(port),
      IDENTITY_URL: `http://127.0.0.1:${identity}`,
      PLANNING_URL: `http://127.0.0.1:${planning}`,
    });
    try {
      await Promise.all([
        ready(identity1, 'identity 1'),
        ready(identity2, 'identity 2'),
        ready(planning1, 'planning 1'),
        ready(planning2, 'planning 2'),
      ]);
      start('gateway-a', 'gateway', gateway(portA, identity1, planning1));
      start('gateway-b', 'gateway', gateway(portB, identity2, planning2));
      await Promise.all([ready(portA, 'gateway A'), ready(portB, 'gateway B')]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output.join('').slice(-4000)}`);
    }
    identityPorts = [identity1, identity2];
    gatewayA = `http://127.0.0.1:${portA}`;
    gatewayB = `http://127.0.0.1:${portB}`;
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(children.map(stopProcess));
    await admin((client) => client.query(`drop database if exists ${database} with (force)`));
  }, SETUP_TIMEOUT_MS);

  it('shows a task written through gateway A live on a stream opened through gateway B', async () => {
    const member = memberClient(gatewayA);
    const username = `scale${randomBytes(3).toString('hex')}`;
    const signUp = await member.json('POST', '/api/auth/sign-up', {
      username,
      password: 'a-long-enough-password-1',
      name: 'Alex Scale',
      email: `${username}@example.test`,
      familyName: 'Scale family',
    });
    expect(signUp.status).toBe(201);
    const cookie = member.cookie();

    const stream = openLive(gatewayB, cookie);
    await waitUntil(async () => stream.status() === 200, 'the live stream through gateway B', 10_000);
    const created = await member.json('POST', '/api/tasks', { title: 'Written through gateway A' });
    expect(created.status).toBe(201);
    await waitUntil(
      async () => stream.changes().some((change) => change.domain === 'planning' && change.topic === 'tasks'),
      'the change on gateway B’s stream',
      10_000,
    );
    stream.close();
  });

  it('charges a due subscription once with both identity instances running', async () => {
    const member = memberClient(gatewayA);
    const username = `renew${randomBytes(3).toString('hex')}`;
    expect(
      (
        await member.json('POST', '/api/auth/sign-up', {
          username,
          password: 'a-long-enough-password-1',
          name: 'Rene Renewal',
          email: `${username}@example.test`,
          familyName: 'Renewal family',
        })
      ).status,
    ).toBe(201);
    const checkout = await member.json('POST', '/api/subscription/checkout', {
      plan: 'monthly',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      nameOnCard: 'Rene Renewal',
    });
    expect(checkout.status).toBe(201);
    const familyId = await admin(async (client) => {
      const { rows } = await client.query<{ family_id: number }>(
        'select family_id from identity.users where username = $1',
        [username],
      );
      // The period has ended, and the renewal job is due now on both instances.
      await client.query(
        `update identity.subscriptions set current_period_end = now() - interval '1 minute' where family_id = $1`,
        [rows[0].family_id],
      );
      await client.query(
        `update identity._scheduled_jobs set next_run_at = now() where name = 'subscription-renewals'`,
      );
      return rows[0].family_id;
    }, databaseUrl);

    const payments = () =>
      admin(async (client) => {
        const { rows } = await client.query<{ count: string }>(
          `select count(*) from identity.payment_transactions where family_id = $1 and status = 'succeeded'`,
          [familyId],
        );
        return Number(rows[0].count);
      }, databaseUrl);
    // The checkout's payment, then the renewal's.
    await waitUntil(async () => (await payments()) === 2, 'the renewal', 30_000);
    // Both instances poll every 5 s: give the second a few rounds to (wrongly) charge again.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(await payments()).toBe(2);
    // The runs are on the instances' /metrics (the one at start and the forced one), none failed; and the pool.
    const renewals = (status: string) =>
      scraped(identityPorts, new RegExp(`^job_runs_total\\{job="subscription-renewals",status="${status}"`));
    expect(await renewals('ok')).toBeGreaterThanOrEqual(2);
    expect(await renewals('failed')).toBe(0);
    expect(await scraped(identityPorts, /^db_pool_max\{/)).toBeGreaterThan(0);
  }, 60_000);

  it('counts wrong passwords spread over both gateways (and identities) against one limit', async () => {
    const member = memberClient(gatewayA);
    const username = `limit${randomBytes(3).toString('hex')}`;
    expect(
      (
        await member.json('POST', '/api/auth/sign-up', {
          username,
          password: 'a-long-enough-password-1',
          name: 'Lim Ited',
          email: `${username}@example.test`,
          familyName: 'Limit family',
        })
      ).status,
    ).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const guess = memberClient(i % 2 === 0 ? gatewayA : gatewayB);
      statuses.push(
        (await guess.json('POST', '/api/auth/sign-in', { username, password: `wrong ${i}` })).status,
      );
    }
    // Five free failures in all, not five per instance; then every guess waits.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429, 429]);
  });
  it('ends a session signed out through gateway A on gateway B at once (shared session cache)', async () => {
    const member = memberClient(gatewayA);
    const username = `out${randomBytes(3).toString('hex')}`;
    const signUp = await member.json('POST', '/api/auth/sign-up', {
      username,
      password: 'a-long-enough-password-1',
      name: 'Sig Nout',
      email: `${username}@example.test`,
      familyName: 'Sign-out family',
    });
    expect(signUp.status).toBe(201);
    const tasksThroughB = () =>
      fetch(`${gatewayB}/api/tasks`, { headers: { cookie: member.cookie(), accept: 'application/json' } });
    // B resolves the session and keeps it (5 s).
    expect((await tasksThroughB()).status).toBe(200);
    expect((await member.json('POST', '/api/auth/sign-out')).status).toBeLessThan(300);
    // Without the shared cache B would still let it in for up to 5 s.
    expect((await tasksThroughB()).status).toBe(401);
  }, 30_000);
  it('counts the gateways’ per-minute limit for an address across both gateways (Redis)', async () => {
    // A fresh count (the earlier tests signed up and in from this address), and not across a minute's boundary.
    const redis = new Redis(redisUrl ?? '');
    try {
      const keys = await redis.keys('familyhub:gateway:rate:*');
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));

    // Anonymous identity calls (a sign-up identity refuses as invalid), alternately through A and B.
    const answers: { gateway: string; status: number; error?: string }[] = [];
    for (let i = 0; i < ANONYMOUS_PER_MINUTE + 20; i++) {
      const gateway = i % 2 === 0 ? gatewayA : gatewayB;
      const res = await memberClient(gateway).json<{ error?: string }>('POST', '/api/auth/sign-up', {});
      answers.push({ gateway, status: res.status, error: res.body?.error });
    }
    // Each gateway alone saw 40 calls, under its 60: only a shared count refuses the 61st.
    expect(answers.slice(0, ANONYMOUS_PER_MINUTE).every((a) => a.status === 400)).toBe(true);
    const refused = answers.slice(ANONYMOUS_PER_MINUTE);
    expect(refused.every((a) => a.status === 429 && a.error === 'rate_limited')).toBe(true);
    expect(new Set(refused.map((a) => a.gateway))).toEqual(new Set([gatewayA, gatewayB]));
  }, 60_000);
});
