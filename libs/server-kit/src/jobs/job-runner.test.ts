import type { DatabaseHandle } from '../db';
import { createServiceApp } from '../service';
import { createServiceMetrics } from '../metrics';
import { createEmptyTestDatabase, signedClient } from '../testing';
import { createJobRunner, type JobDefinition } from './job-runner';
import { registerJobRunner } from './jobs.router';

// Runs on the in-memory PGlite, and on PostgreSQL in npm test's second pass (where instances really race).
const SCHEMA = 'jobs_test';
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createEmptyTestDatabase(SCHEMA);
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two instances of one service: same database, same jobs, separate runners. */
function twoInstances(jobs: JobDefinition[], extra: { retryMs?: number } = {}) {
  const options = { db: database.db, schemaName: SCHEMA, service: 'planning', jobs, ...extra };
  return [createJobRunner(options), createJobRunner(options)] as const;
}

it('runs a due job once however many instances poll at the same moment', async () => {
  let runs = 0;
  const job: JobDefinition = {
    name: 'once-an-hour',
    everyMs: 3_600_000,
    run: async () => {
      runs += 1;
      await sleep(20);
    },
  };
  const [a, b] = twoInstances([job]);
  for (let round = 0; round < 5; round++) {
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
  }
  expect(runs).toBe(1);
  const [listed] = await b.list();
  expect(listed).toMatchObject({
    service: 'planning',
    name: 'once-an-hour',
    runs: 1,
    failures: 0,
    lastStatus: 'ok',
  });
  expect(listed.running).toBe(false);
  // Next due an hour after the run finished.
  const dueIn = Date.parse(listed.nextRunAt ?? '') - Date.parse(listed.lastFinishedAt ?? '');
  expect(dueIn).toBeGreaterThan(3_599_000);
});

it('runs it again once its interval has passed', async () => {
  let runs = 0;
  const [a, b] = twoInstances([{ name: 'often', everyMs: 100, run: async () => void (runs += 1) }]);
  await Promise.all([a.runDue(), b.runDue()]);
  await Promise.all([a.runDue(), b.runDue()]);
  expect(runs).toBe(1);
  await sleep(150);
  await Promise.all([a.runDue(), b.runDue()]);
  expect(runs).toBe(2);
});

it('records a failed run and tries it again', async () => {
  let calls = 0;
  const [a] = twoInstances(
    [
      {
        name: 'flaky',
        everyMs: 3_600_000,
        run: async () => {
          calls += 1;
          if (calls === 1) throw new Error('the bank did not answer');
        },
      },
    ],
    { retryMs: 0 },
  );
  expect(await a.runDue()).toEqual(['flaky']);
  expect(await a.list()).toMatchObject([
    { name: 'flaky', lastStatus: 'failed', lastError: 'the bank did not answer', failures: 1, runs: 0 },
  ]);
  await sleep(10);
  expect(await a.runDue()).toEqual(['flaky']);
  expect(await a.list()).toMatchObject([
    { name: 'flaky', lastStatus: 'ok', lastError: null, failures: 1, runs: 1 },
  ]);
  expect(calls).toBe(2);
});

it('counts each run by job and outcome on the /metrics of the instance that ran it', async () => {
  let attempts = 0;
  const jobs: JobDefinition[] = [
    { name: 'metered-ok', everyMs: 3_600_000, run: async () => undefined },
    {
      name: 'metered-flaky',
      everyMs: 3_600_000,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('the bank did not answer');
      },
    },
  ];
  // Two instances, as two processes: each its own registry.
  const [metricsA, metricsB] = [
    createServiceMetrics({ service: 'planning' }),
    createServiceMetrics({ service: 'planning' }),
  ];
  const options = { db: database.db, schemaName: SCHEMA, service: 'planning', jobs, retryMs: 50 };
  const a = createJobRunner({ ...options, metrics: metricsA.jobs });
  const b = createJobRunner({ ...options, metrics: metricsB.jobs });
  const runs = async (job: string, status: string) => {
    let total = 0;
    for (const metrics of [metricsA, metricsB]) {
      const text = await metrics.registry.metrics();
      const line = text
        .split('\n')
        .find((l) => l.startsWith(`job_runs_total{job="${job}",status="${status}",`));
      expect(line).toBeDefined(); // every job has its series before its first run
      total += Number(line?.split(' ').pop());
    }
    return total;
  };
  expect(await runs('metered-flaky', 'failed')).toBe(0);

  await Promise.all([a.runDue(), b.runDue()]);
  expect(await runs('metered-ok', 'ok')).toBe(1);
  expect(await runs('metered-flaky', 'failed')).toBe(1);
  expect(await runs('metered-flaky', 'ok')).toBe(0);
  await sleep(80);
  await Promise.all([a.runDue(), b.runDue()]);
  expect(await runs('metered-flaky', 'ok')).toBe(1);
  expect(await runs('metered-ok', 'ok')).toBe(1);
  const timed = (await metricsA.registry.metrics()) + (await metricsB.registry.metrics());
  expect(timed).toContain(
    'job_run_duration_seconds_count{service="planning",job="metered-flaky",status="failed"} 1',
  );
});

it('lets another instance take over a run cut off by a crash once its lease has passed', async () => {
  const ranOn: string[] = [];
  const job = (instance: string, hang: boolean): JobDefinition => ({
    name: 'renewals',
    everyMs: 3_600_000,
    leaseMs: 300,
    run: () => {
      ranOn.push(instance);
      // The crashed instance never finishes (its process is gone).
      return hang ? new Promise(() => undefined) : Promise.resolve();
    },
  });
  const options = { db: database.db, schemaName: SCHEMA, service: 'identity' };
  const crashed = createJobRunner({ ...options, jobs: [job('a', true)] });
  const survivor = createJobRunner({ ...options, jobs: [job('b', false)] });

  void crashed.runDue();
  await waitUntil(() => ranOn.length === 1);
  expect(await survivor.runDue()).toEqual([]);
  expect((await survivor.list())[0].running).toBe(true);
  await sleep(400);
  expect(await survivor.runDue()).toEqual(['renewals']);
  expect(ranOn).toEqual(['a', 'b']);
  expect(await survivor.list()).toMatchObject([
    { name: 'renewals', running: false, runs: 1, lastStatus: 'ok' },
  ]);
});

it('answers GET /internal/jobs to the platform only, never to a member', async () => {
  const [runner] = twoInstances([{ name: 'reminders', everyMs: 60_000, run: async () => undefined }]);
  const unregister = registerJobRunner('school', runner);
  try {
    const app = createServiceApp({ name: 'school', internalKey: 'k'.repeat(32), routes: () => {} });
    const platform = await signedClient(app, null, 'k'.repeat(32)).get('/internal/jobs');
    expect(platform.status).toBe(200);
    expect(platform.body.service).toBe('school');
    expect(platform.body.jobs.map((job: { name: string }) => job.name)).toContain('reminders');
    const member = await signedClient(
      app,
      { userId: 1, familyId: 1, role: 'admin', plan: 'annual' },
      'k'.repeat(32),
    ).get('/internal/jobs');
    expect(member.status).toBe(403);
  } finally {
    unregister();
  }
});

async function waitUntil(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await sleep(10);
  if (!condition()) throw new Error('condition never held');
}
