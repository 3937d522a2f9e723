// The whole platform's memory and start (issue #16: ≤ 1.0 GB RSS after the bench, ready ≤ 15 s after a build):
// every process of `npm start` on the embedded default, summed from /proc. `node bench/memory.mjs` starts a fresh
// platform (a new data dir: every embedded database is created), signs a family up and adds a few tasks, then
// prints; `npm run bench` prints the same after all its benches have run on its platform. MEMORY_BUDGET=1 (npm test)
// fails when the total is over the goal.
import { signedInClient, startPlatform } from './lib/platform.mjs';

const GOALS = { totalMb: 1024, readyMs: 15_000 };

/** The platform's resident memory by process, and the start time, against the goals. */
export function printMemory(platform) {
  const { processes, totalMb } = platform.memory();
  console.log(
    `\nMemory and start (embedded default): ${totalMb} MB RSS in ${processes.length} processes ` +
      `(goal ≤ ${GOALS.totalMb} MB: ${totalMb <= GOALS.totalMb ? 'met' : 'MISSED'}); ready ${platform.readyMs} ms ` +
      `after spawn (goal ≤ ${GOALS.readyMs} ms: ${platform.readyMs <= GOALS.readyMs ? 'met' : 'MISSED'})`,
  );
  const byName = new Map();
  for (const { name, mb } of processes) {
    const row = byName.get(name) ?? { processes: 0, 'RSS MB': 0 };
    byName.set(name, { processes: row.processes + 1, 'RSS MB': row['RSS MB'] + mb });
  }
  console.table(Object.fromEntries(byName));
  return { totalMb };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // BENCH_PORT moves the gateway (4260); the database and the services take the ten ports from BENCH_PORT + 10.
  const port = Number(process.env.BENCH_PORT ?? 4260);
  const servicePortBase = process.env.BENCH_PORT ? port + 10 : 4360;
  const platform = await startPlatform({ port, servicePortBase });
  try {
    const { call } = await signedInClient(platform.baseUrl);
    for (let i = 0; i < 20; i++) await call('POST', '/api/tasks', { title: `Task ${i}` });
    await call('GET', '/api/tasks');
    const { totalMb } = printMemory(platform);
    if (process.env.MEMORY_BUDGET === '1' && totalMb > GOALS.totalMb) {
      console.error(`✖ the platform holds ${totalMb} MB, over ${GOALS.totalMb} MB`);
      process.exitCode = 1;
    }
  } finally {
    await platform.stop();
  }
}
