// `npm run bench:load` — a bounded mixed workload against the whole platform (issue #17): LOAD_USERS virtual users
// (200) for LOAD_SECONDS (180), each signed in to a family of its own, reading dashboards and lists, writing tasks
// and shopping items, signing in again now and then, a quarter of them holding a live stream open; each waits a
// think time of 0.25–1.25 s between calls, as people do. On PostgreSQL (a fresh database on BENCH_DATABASE_URL, or
// 127.0.0.1:5432/test when reachable), else on the embedded default. Prints throughput, p50/p99 per kind of call and
// the errors, against the goal: 0 errors and p99 ≤ 200 ms. LOAD_DATABASE=embedded runs on the embedded default even
// where PostgreSQL answers, and then prints the whole platform's memory after the run against issue #34's 1.0 GB
// (every LOAD_MEMORY_EVERY seconds during it too, when set): `LOAD_DATABASE=embedded LOAD_USERS=50
// LOAD_SECONDS=3600 LOAD_MEMORY_EVERY=600 node bench/load.mjs` is an hour of use.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { reachable } from '../scripts/lib/reachable.mjs';
import { printMemory } from './memory.mjs';
import { signedInClient, startPlatform } from './lib/platform.mjs';
import { percentile } from './lib/stats.mjs';
import { throwawayDatabase } from './lib/throwaway-database.mjs';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 180);
const GOAL_P99_MS = 200;
const EMBEDDED = process.env.LOAD_DATABASE === 'embedded';
const MEMORY_EVERY_S = Number(process.env.LOAD_MEMORY_EVERY ?? 0);

const adminUrl = EMBEDDED
  ? ''
  : process.env.BENCH_DATABASE_URL ||
    ((await reachable('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : '');
const database = adminUrl ? await throwawayDatabase(adminUrl, 'fh_load') : undefined;
if (database) process.env.DATABASE_URL = database.url;
else delete process.env.DATABASE_URL;
const platform = await startPlatform({ port: 4230, servicePortBase: 4330 });
console.log(
  `\nLoad: ${USERS} virtual users for ${SECONDS} s on ${adminUrl ? 'PostgreSQL' : 'the embedded PGlite'} ` +
    `(through the gateway at ${platform.baseUrl})`,
);

const samples = new Map();
const errors = new Map();
function record(kind, ms, ok, detail) {
  if (!samples.has(kind)) samples.set(kind, []);
  samples.get(kind).push(ms);
  if (!ok) errors.set(`${kind}: ${detail}`, (errors.get(`${kind}: ${detail}`) ?? 0) + 1);
}

async function timed(kind, fn) {
  const t0 = performance.now();
  try {
    const res = await fn();
    const ok = res.status < 400;
    await res.arrayBuffer();
    record(kind, performance.now() - t0, ok, res.status);
  } catch (err) {
    record(kind, performance.now() - t0, false, err.code ?? err.message);
  }
}

/** Opens `GET /api/live` and keeps it until the end; counts a stream that fails or drops as an error. */
function holdLiveStream(baseUrl, cookie, until) {
  return new Promise((resolve) => {
    const req = request(
      `${baseUrl}/api/live`,
      { headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) record('live stream', 0, false, res.statusCode);
        res.resume();
        res.on('close', () => {
          if (Date.now() < until) record('live stream', 0, false, 'dropped');
          resolve();
        });
      },
    );
    req.on('error', () => resolve());
    req.end();
    setTimeout(() => req.destroy(), Math.max(0, until - Date.now())).unref();
  });
}

// Setup (not timed): one family per virtual user, a few rows each.
const run = randomBytes(3).toString('hex');
const people = [];
for (let i = 0; i < USERS; i += 10) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(10, USERS - i) }, async (_, j) => {
      const suffix = `load${i + j}_${run}`;
      return { ...(await signedInClient(platform.baseUrl, suffix)), username: `bench_${suffix}` };
    }),
  );
  people.push(...batch);
}
await Promise.all(
  people.map(async ({ call }, i) => {
    for (let t = 0; t < 5; t++)
      await call('POST', '/api/tasks', { title: `Seed task ${i}.${t}`, priority: 'medium' });
    await call('POST', '/api/shopping-items', { name: `Seed item ${i}`, category: 'Other', quantity: '1' });
  }),
);

const headers = (cookie) => ({ 'content-type': 'application/json', 'x-requested-with': 'FamilyHub', cookie });
const today = new Date();
const day = (d) => d.toISOString().slice(0, 10);
const monthStart = day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)));
const monthEnd = day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)));

/** One virtual user's next call, by weight. */
function nextCall(person, index) {
  const { baseUrl } = platform;
  const h = headers(person.cookie);
  const get = (p) => () => fetch(baseUrl + p, { headers: h });
  const send = (method, p, body) => () =>
    fetch(baseUrl + p, { method, headers: h, body: JSON.stringify(body) });
  const roll = Math.random();
  if (roll < 0.25) return ['GET /api/tasks', get('/api/tasks?limit=25')];
  if (roll < 0.4)
    return [
      'dashboard (me, users, events of the month)',
      async () => {
        const answers = await Promise.all([
          fetch(`${baseUrl}/api/auth/me`, { headers: h }),
          fetch(`${baseUrl}/api/users`, { headers: h }),
          fetch(`${baseUrl}/api/events?from=${monthStart}&to=${monthEnd}&tz=UTC`, { headers: h }),
        ]);
        const worst = answers.find((res) => res.status >= 400) ?? answers[0];
        await Promise.all(answers.filter((res) => res !== worst).map((res) => res.arrayBuffer()));
        return worst;
      },
    ];
  if (roll < 0.55) return ['GET /api/shopping-items', get('/api/shopping-items?limit=50')];
  if (roll < 0.65) return ['GET /api/messages', get('/api/messages?limit=25')];
  if (roll < 0.8)
    return ['POST /api/tasks', send('POST', '/api/tasks', { title: `Load task ${index}`, priority: 'low' })];
  if (roll < 0.9)
    return [
      'POST /api/shopping-items',
      send('POST', '/api/shopping-items', { name: `Load item ${index}`, category: 'Other', quantity: '2' }),
    ];
  if (roll < 0.97)
    return ['POST /api/messages', send('POST', '/api/messages', { content: `Load message ${index}` })];
  return [
    'POST /api/auth/sign-in',
    () =>
      fetch(`${baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'FamilyHub' },
        body: JSON.stringify({ username: person.username, password: 'bench-password-123' }),
      }),
  ];
}

const started = Date.now();
const until = started + SECONDS * 1000;
const memoryTimer =
  EMBEDDED && MEMORY_EVERY_S > 0
    ? setInterval(() => {
        const { processes, totalMb } = platform.memory();
        const top = [...processes].sort((a, b) => b.mb - a.mb).slice(0, 3);
        console.log(
          `after ${Math.round((Date.now() - started) / 1000)} s: ${totalMb} MB RSS in ${processes.length} ` +
            `processes (largest: ${top.map((p) => `${p.name} ${p.mb}`).join(', ')})`,
        );
      }, MEMORY_EVERY_S * 1000)
    : undefined;
const streams = people
  .filter((_, i) => i % 4 === 0)
  .map((person) => holdLiveStream(platform.baseUrl, person.cookie, until));
await Promise.all(
  people.map(async (person, user) => {
    let index = 0;
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250 + Math.random() * 1000));
      if (Date.now() >= until) break;
      const [kind, fn] = nextCall(person, `${user}.${index++}`);
      await timed(kind, fn);
    }
  }),
);
await Promise.all(streams);
clearInterval(memoryTimer);
const seconds = (Date.now() - started) / 1000;

const rows = {};
let all = [];
for (const [kind, latencies] of [...samples].sort()) {
  if (kind === 'live stream') continue;
  latencies.sort((a, b) => a - b);
  all = all.concat(latencies);
  rows[kind] = {
    calls: latencies.length,
    p50: +percentile(latencies, 50).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
  };
}
all.sort((a, b) => a - b);
const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
rows['all calls'] = {
  calls: all.length,
  p50: +percentile(all, 50).toFixed(1),
  p99: +percentile(all, 99).toFixed(1),
};
console.table(rows);
console.log(
  `throughput ${Math.round(all.length / seconds)} calls/s over ${seconds.toFixed(0)} s; ` +
    `${streams.length} live streams held; errors ${errorCount}`,
);
for (const [what, n] of errors) console.log(`  error × ${n}: ${what}`);
const met = errorCount === 0 && percentile(all, 99) <= GOAL_P99_MS;
console.log(`goal (0 errors, p99 ≤ ${GOAL_P99_MS} ms): ${met ? 'met' : 'NOT met'}`);
if (EMBEDDED) printMemory(platform);

await platform.stop();
await database?.drop();
