// API throughput and latency through the gateway, and how the task list's cost grows with data
// (the list is paged: its first page should cost the same however many tasks the family has).
import { startPlatform, signedInClient } from './lib/platform.mjs';
import { load } from './lib/stats.mjs';

/** The cursor after the first `count` tasks, walking the list 200 at a time (keyset pages: no offset). */
async function cursorBefore(call, count) {
  let cursor = '';
  for (let skipped = 0; skipped < count;) {
    const limit = Math.min(200, count - skipped);
    const page = await call('GET', `/api/tasks?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = page.nextCursor;
    skipped += page.items.length;
  }
  return cursor;
}

export async function apiBench(platform) {
  const { call } = await signedInClient(platform.baseUrl);
  for (let i = 0; i < 20; i++)
    await call('POST', '/api/tasks', { title: `Warm-up task ${i}`, priority: 'medium' });

  console.log('\nAPI through the gateway (session resolve + signed proxy + service + database)');
  const rows = {};
  rows['GET /api/health'] = await load(() => fetch(`${platform.baseUrl}/api/health`).then((r) => r.text()), {
    total: 300,
    concurrency: 10,
  });
  rows['GET /api/tasks (20 rows)'] = await load(() => call('GET', '/api/tasks'), {
    total: 1000,
    concurrency: 10,
  });
  rows['GET /api/users'] = await load(() => call('GET', '/api/users'), { total: 1000, concurrency: 10 });
  let n = 0;
  rows['POST /api/tasks'] = await load(
    () => call('POST', '/api/tasks', { title: `Load task ${n++}`, priority: 'low' }),
    { total: 500, concurrency: 10 },
  );
  console.table(rows);

  console.log(
    "\nGrowth: GET /api/tasks (first page: the default 50, and the Tasks screen's 25) as the family's task list grows; the last page (by cursor) for comparison",
  );
  const growth = {};
  let have = 20 + 500;
  for (const size of [1000, 2500, 5000]) {
    while (have < size) {
      await Promise.all(
        Array.from({ length: 25 }, () => call('POST', '/api/tasks', { title: `Growth task ${have++}` })),
      );
    }
    const first = await load(() => call('GET', '/api/tasks'), { total: 100, concurrency: 4 });
    const screen = await load(() => call('GET', '/api/tasks?limit=25'), { total: 100, concurrency: 4 });
    const lastCursor = await cursorBefore(call, size - 50);
    const deep = await load(() => call('GET', `/api/tasks?limit=50&cursor=${lastCursor}`), {
      total: 100,
      concurrency: 4,
    });
    growth[`${size} tasks`] = {
      'first 50 p50': first.p50,
      'first 50 p95': first.p95,
      'first 50 /s': first.perSecond,
      'first 25 p50': screen.p50,
      'last 50 p50': deep.p50,
    };
  }
  console.table(growth);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const platform = await startPlatform();
  try {
    await apiBench(platform);
  } finally {
    await platform.stop();
  }
}
