// API throughput and latency through the gateway, and how the task list's cost grows with data.
import { startPlatform, signedInClient } from './lib/platform.mjs';
import { load } from './lib/stats.mjs';

export async function apiBench(platform) {
  const { call } = await signedInClient(platform.baseUrl);
  for (let i = 0; i < 20; i++) await call('POST', '/api/tasks', { title: `Warm-up task ${i}`, priority: 'medium' });

  console.log('\nAPI through the gateway (session resolve + signed proxy + service + database)');
  const rows = {};
  rows['GET /api/health'] = await load(() => fetch(`${platform.baseUrl}/api/health`).then((r) => r.text()), { total: 300, concurrency: 10 });
  rows['GET /api/tasks (20 rows)'] = await load(() => call('GET', '/api/tasks'), { total: 1000, concurrency: 10 });
  rows['GET /api/users'] = await load(() => call('GET', '/api/users'), { total: 1000, concurrency: 10 });
  let n = 0;
  rows['POST /api/tasks'] = await load(() => call('POST', '/api/tasks', { title: `Load task ${n++}`, priority: 'low' }), { total: 500, concurrency: 10 });
  console.table(rows);

  console.log('\nGrowth: GET /api/tasks latency as the family\'s task list grows');
  const growth = {};
  let have = 20 + 500;
  for (const size of [1000, 2500, 5000]) {
    while (have < size) {
      await Promise.all(Array.from({ length: 25 }, () => call('POST', '/api/tasks', { title: `Growth task ${have++}` })));
    }
    const r = await load(() => call('GET', '/api/tasks'), { total: 100, concurrency: 4 });
    growth[`${size} tasks`] = { p50: r.p50, p95: r.p95, perSecond: r.perSecond };
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
