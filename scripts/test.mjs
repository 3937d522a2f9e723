#!/usr/bin/env node
// `npm test`: every test of the platform.
//  1. unit and API tests of every project (Jest; API tests on the embedded PGlite),
//  2. the API tests again on PostgreSQL when one is reachable (DATABASE_URL, or 127.0.0.1:5432/test), with the
//     live-changes-through-NATS test when a NATS server is (NATS_TEST_URL, or 127.0.0.1:4222) and the
//     sign-in-limits-in-Redis test when a Redis server is (REDIS_TEST_URL, or 127.0.0.1:6379), then the
//     several-instances test (tools/ops/src/multi-instance.test.ts) when all three are,
//  3. the end-to-end tests in Chromium through the gateway (Playwright): the system's Chromium when there is one,
//     else the one the npm package @sparticuz/chromium ships (e2e/browser.cjs; FAMILYHUB_BROWSER=npm forces it).
//  4. the bundle budgets (bench/budgets.json) on the frontends step 3 built,
//  5. the Lighthouse budgets (bench/budgets.json) of `/` and the busiest screens, and the interaction budget of the
//     busiest clicks, on those frontends; then the whole embedded platform's memory against its goal (1.0 GB).
// Set SKIP_E2E=1 to leave out steps 3 to 5, SKIP_PG=1 to leave out step 2.
import { spawnSync } from 'node:child_process';
import { reachable } from './lib/reachable.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
// The projects whose API tests run again on PostgreSQL: identity, every service of the domain catalogue, server-kit,
// the gateway (its tracing test follows a call into a service's database: a statement's span once, not twice) and
// the cross-service tests (services/integration-tests).
const { tsImport } = await import('tsx/esm/api');
const { domainIds } = await tsImport('../libs/contracts/src/catalogue.ts', import.meta.url);
const serviceProjects = [
  'identity',
  ...domainIds.map((id) => `${id}-service`),
  'server-kit',
  'gateway',
  'integration-tests',
];

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n▶ ${label}\n`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const { DATABASE_URL, ...withoutDb } = env;
run(
  'unit and API tests (embedded PGlite)',
  'npx',
  ['nx', 'run-many', '-t', 'test', '--skip-nx-cache', '--outputStyle=stream'],
  { DATABASE_URL: '' },
);
void withoutDb;

if (!process.env.SKIP_PG) {
  const pgUrl =
    DATABASE_URL || ((await reachable('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : '');
  // The live-changes-through-NATS test (server-kit) runs in this pass when a NATS server is reachable.
  const natsUrl =
    process.env.NATS_TEST_URL || ((await reachable('127.0.0.1', 4222)) ? 'nats://127.0.0.1:4222' : '');
  if (!natsUrl) console.log('\n(no NATS reachable: the live-changes-through-NATS test is skipped)');
  // And the sign-in-limits-in-Redis test (identity) when a Redis server is.
  const redisUrl =
    process.env.REDIS_TEST_URL || ((await reachable('127.0.0.1', 6379)) ? 'redis://127.0.0.1:6379' : '');
  if (!redisUrl) console.log('\n(no Redis reachable: the sign-in-limits-in-Redis test is skipped)');
  if (pgUrl) {
    run(
      `API tests on PostgreSQL (${pgUrl.replace(/\/\/[^@]*@/, '//')})`,
      'npx',
      ['nx', 'run-many', '-t', 'test', '-p', ...serviceProjects, '--skip-nx-cache', '--outputStyle=stream'],
      { DATABASE_URL: pgUrl, NATS_TEST_URL: natsUrl, REDIS_TEST_URL: redisUrl },
    );
  } else {
    console.log('\n(no PostgreSQL reachable: API tests ran on the embedded PGlite only)');
  }
  if (pgUrl && natsUrl && redisUrl) {
    run(
      'several instances of every service (PostgreSQL, NATS, Redis)',
      process.execPath,
      [
        '--experimental-vm-modules',
        '--disable-warning=ExperimentalWarning',
        'node_modules/jest/bin/jest.js',
        '-c',
        'tools/ops/jest.config.js',
        'tools/ops/src/multi-instance.test.ts',
      ],
      { SCALE_TEST_DATABASE_URL: pgUrl, NATS_TEST_URL: natsUrl, REDIS_TEST_URL: redisUrl },
    );
  } else {
    console.log('\n(PostgreSQL, NATS or Redis not reachable: the several-instances test is skipped)');
  }
}

if (!process.env.SKIP_E2E) {
  run(
    'end-to-end tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { DATABASE_URL: '' },
  );
  // The browser tests' start has just built every frontend: hold each one's first load to its budget.
  run('bundle budgets (bench/budgets.json)', 'node', ['scripts/check-bundle-budgets.mjs']);
  // The benches below (issue #34) each start a platform of their own: embedded, over those same frontends.
  const builtPlatform = { DATABASE_URL: '', SKIP_BUILD: '1' };
  // Each busy page's Lighthouse figures.
  run(
    'Lighthouse budgets (bench/budgets.json)',
    'node',
    ['scripts/check-lighthouse-budgets.mjs'],
    builtPlatform,
  );
  // The busiest interactions' click to next paint at 4× CPU.
  run('interaction budgets (bench/budgets.json)', 'node', ['bench/interactions.mjs'], {
    ...builtPlatform,
    INTERACTION_RUNS: '3',
    INTERACTION_BUDGET: '1',
  });
  // The whole embedded platform's memory after a family's first calls (≤ 1.0 GB).
  run('memory budget (bench/memory.mjs)', 'node', ['bench/memory.mjs'], {
    ...builtPlatform,
    MEMORY_BUDGET: '1',
  });
}
console.log('\n✔ all tests passed');
