// The gateway's own cost a proxied call, apart from any real service (issue #16). The front end runs alone on one
// core; fake services (services/gateway/src/testing/fake-services.ts) and wrk (10 connections, GET /api/tasks) run
// on the other; the figure is the CPU time the front end's process spent a call (process.cpuUsage), for three front
// ends to the same fake planning service:
//  - the gateway: createGatewayApp (session, registry, signing, logging, metrics, proxy);
//  - express with the gateway's count of layers (no-op) in front of the bare proxy below;
//  - a bare proxy: undici's dispatch on a kept-alive pool, with the caller's signature (the gateway's client for
//    reads, services/gateway/src/proxy.ts).
// The first less the second is the gateway's own work; the second less the third, express's router.
// Runs are interleaved and the median of three printed: on a shared machine one run moves ±15 %.
// Needs wrk and taskset on the PATH (Debian: apt-get install wrk; taskset is in util-linux).
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import { onPath } from './lib/tools.mjs';

// As bench/lib/platform.mjs runs the platform: request lines off (LOG_LEVEL=info to count writing them too).
process.env.LOG_LEVEL ??= 'warn';
const SECONDS = Number(process.env.HOP_SECONDS ?? 5);
const RUNS = 3;
const { tsImport } = await import('tsx/esm/api');
const fakes = await tsImport('../services/gateway/src/testing/fake-services.ts', import.meta.url);

if (process.argv[2] === 'upstream') {
  const names = ['identity', 'planning', 'school', 'wellness', 'home', 'money'];
  const started = await Promise.all(names.map((name) => fakes.startFakeService(name)));
  // The fakes keep every request they saw, for tests: dropped here, so memory stays flat.
  setInterval(() => started.forEach((fake) => (fake.seen.length = 0)), 200);
  console.log(JSON.stringify(Object.fromEntries(started.map((fake) => [fake.name, fake.url]))));
} else if (!onPath('wrk') || !onPath('taskset')) {
  console.log('\nGateway hop: skipped, wrk or taskset not installed (Debian: apt-get install wrk)');
} else {
  await gatewayHopBench();
}

function startUpstream() {
  const child = spawn('taskset', ['-c', '1', process.execPath, import.meta.filename, 'upstream'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ services: JSON.parse(line), stop: () => child.kill('SIGTERM') }),
    );
  });
}

/** undici's dispatch, signing the caller as the gateway does: the least a proxy can do. */
function bareProxy(target, sign, Pool) {
  const pool = new Pool(target, { connections: 256, keepAliveTimeoutThreshold: 1000 });
  return (req, res) => {
    const headers = { ...req.headers, ...sign(req.method, req.url) };
    delete headers.connection;
    pool.dispatch(
      { method: req.method, path: req.url, headers },
      {
        // Its presence marks the handler as undici 7's kind (controller first), not the older one.
        onRequestStart: () => undefined,
        onResponseStart: (_controller, status, answer) => res.writeHead(status, answer),
        onResponseData: (_controller, chunk) => res.write(chunk),
        onResponseEnd: () => res.end(),
        onResponseError: () => res.destroy(),
      },
    );
  };
}

async function frontEnds(services) {
  const { createGatewayApp, signCaller, CALLER_HEADER, REQUEST_ID_HEADER, Pool } = await tsImport(
    '../services/gateway/src/testing/hop-bench.ts',
    import.meta.url,
  );
  const { default: express } = await import('express');
  const sign = (method, path) => ({
    [REQUEST_ID_HEADER]: 'hop',
    [CALLER_HEADER]: signCaller(fakes.KEY, {
      caller: fakes.PARENT,
      method,
      path,
      audience: 'planning',
      requestId: 'hop',
    }),
  });
  const bare = bareProxy(services.planning, sign, Pool);
  // The gateway's layers as express walks them for a proxied call (services/gateway/src/app.ts).
  const layered = express();
  const noop = (_req, _res, next) => next();
  layered.use(noop, noop);
  layered.get('/health', noop);
  layered.get('/ready', noop);
  layered.all('/metrics', noop);
  layered.use('/api', ...Array(10).fill(noop));
  for (const route of ['/api/health', '/api/platform/domains', '/api/live']) layered.get(route, noop);
  layered.use(bare);
  const gateway = createGatewayApp({
    services,
    internalKey: fakes.KEY,
    rateLimits: { apiPerMinute: 0, anonymousIdentityPerMinute: 0 },
  });
  return { gateway, 'express layers + bare proxy': layered, 'bare proxy': bare };
}

function listen(handler) {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** wrk on the other core against `port`; the CPU this process spent a call (µs) and the calls a second. */
async function measure(port) {
  const before = process.cpuUsage();
  const args = ['-c', '1', 'wrk', '-t1', '-c10', `-d${SECONDS}s`];
  args.push('-H', `Cookie: fh_session=${fakes.GOOD_TOKEN}`, `http://127.0.0.1:${port}/api/tasks?limit=50`);
  const out = await new Promise((resolve) => {
    const run = spawn('taskset', args);
    let text = '';
    run.stdout.on('data', (chunk) => (text += chunk));
    run.on('close', () => resolve(text));
  });
  const cpu = process.cpuUsage(before);
  const calls = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  if (/Non-2xx/.test(out) || calls === 0) throw new Error(`wrk: not every call was answered 2xx\n${out}`);
  return { usPerCall: Math.round((cpu.user + cpu.system) / calls), perSecond: Math.round(calls / SECONDS) };
}

async function gatewayHopBench() {
  console.log(
    `\nGateway hop: CPU a proxied call, front end alone on one core (wrk 10 connections, ${SECONDS} s)`,
  );
  spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  const upstream = await startUpstream();
  try {
    const servers = Object.entries(await frontEnds(upstream.services));
    const ports = await Promise.all(
      servers.map(async ([, handler]) => (await listen(handler)).address().port),
    );
    for (const port of ports) await measure(port); // warm-up: the JIT, the agents, the session cache
    const runs = servers.map(() => []);
    for (let i = 0; i < RUNS; i++) for (const [j, port] of ports.entries()) runs[j].push(await measure(port));
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.table(
      Object.fromEntries(
        servers.map(([name], j) => [
          name,
          {
            'CPU µs a call (median)': median(runs[j].map((r) => r.usPerCall)),
            'runs (µs)': runs[j].map((r) => r.usPerCall).join(' / '),
            'calls/s (median)': median(runs[j].map((r) => r.perSecond)),
          },
        ]),
      ),
    );
  } finally {
    upstream.stop();
  }
  process.exit(0);
}
