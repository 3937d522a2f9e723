// What serving an endpoint from its definition costs a call (issue #29, docs/adr/0017): the same two handlers — GET
// /api/tasks?limit=25 answering 25 task rows, POST /api/tasks with a zod-checked body answering 201 — behind
//  - express + parse: a plain Express 5 route calling server-kit's `parse`, as routes were written before
//    (86e36e8's services/planning/src/tasks/tasks.router.ts);
//  - endpointRouter: server-kit's binding (libs/server-kit/src/endpoints/bind-endpoint.ts) of the contracts'
//    taskEndpoints; the answer is not checked (NODE_ENV is not test), as in production;
//  - oRPC: a contract-first router (@orpc/contract + @orpc/server) of the same zod schemas, served by
//    @orpc/openapi's OpenAPIHandler (its node adapter) mounted on the same express app; oRPC checks every answer
//    against its output schema;
//  - oRPC, answer unchecked: the same with the output declared as a type only (`type()`), oRPC's way to skip it.
// Every variant sits behind the same express app (express.json() and a middleware that sets the signed-in caller),
// so the figures differ by the binding alone. The servers run in a child process alone on core 1; wrk (10
// connections, kept alive) drives them from core 0 for BINDING_SECONDS (4) a run — without wrk, undici in this
// process with 10 calls in flight, which itself costs more than the servers and caps their req/s — the variants
// interleaved, the median of three runs. CPU µs a call is the servers' process.cpuUsage over the run divided by its
// calls: it moves less with the machine's load than req/s. Needs taskset (util-linux); wrk: apt-get install wrk.
import { fork, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onPath } from './lib/tools.mjs';
import { percentile } from './lib/stats.mjs';

process.env.LOG_LEVEL ??= 'warn';
const SECONDS = Number(process.env.BINDING_SECONDS ?? 4);
const RUNS = 3;
const CONCURRENCY = 10;
/** wrk's latency units, in ms. */
const LATENCY_UNITS = { us: 0.001, ms: 1, s: 1000 };

const createdAt = '2026-11-28T10:00:00.000Z';
/** 25 rows the shape of a task (contracts' `task`), the page the Tasks screen asks for. */
const rows = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  title: `Task ${i + 1}: take the bins out`,
  description: i % 3 === 0 ? 'Green bin on Tuesdays, black bin on Fridays' : null,
  dueDate: i % 2 === 0 ? '2026-12-01' : null,
  priority: ['low', 'medium', 'high'][i % 3],
  completed: i % 4 === 0,
  assignedToId: i % 2 === 0 ? 2 : null,
  createdById: 1,
  createdAt,
  source: null,
}));
const newTask = { title: 'Buy a birthday present', priority: 'high', dueDate: '2026-12-05' };

if (process.argv[2] === 'servers') await serveVariants();
else await endpointBindingBench();

/** The service layer every variant calls: no I/O, so the binding's cost is what differs. */
function tasksService(organiserRoles, refuse) {
  let nextId = 1000;
  return {
    list: async (_caller, query) => ({ items: rows.slice(0, query.limit), nextCursor: 'eyJpZCI6MjV9' }),
    assertMayCreate: (caller) => {
      if (!organiserRoles.includes(caller.role)) throw refuse('Only parents and admins can add tasks');
    },
    create: async (caller, body) => ({
      id: nextId++,
      title: body.title,
      description: body.description ?? null,
      dueDate: body.dueDate ?? null,
      priority: body.priority,
      completed: body.completed,
      assignedToId: body.assignedToId ?? null,
      createdById: caller.userId,
      createdAt,
      source: null,
    }),
  };
}

async function serveVariants() {
  // CommonJS TypeScript through tsx's require, as bench/lib/service-alone.mjs loads a service: one module graph.
  const { require: tsRequire } = await import('tsx/cjs/api');
  const kit = tsRequire('../libs/server-kit/src/index.ts', import.meta.url);
  const contracts = tsRequire('../libs/contracts/src/index.ts', import.meta.url);
  const { default: express } = await import('express');
  const { oc, type } = await import('@orpc/contract');
  const { implement, ORPCError } = await import('@orpc/server');
  const { OpenAPIHandler } = await import('@orpc/openapi/node');
  const { createTaskBody, taskListQuery, taskPage, task, taskEndpoints, organiserRoles } = contracts;
  const caller = { userId: 1, familyId: 1, role: 'parent', plan: 'premium' };

  /** The same front for every variant: a JSON body and the signed-in caller (the service's verified header). */
  function app(mount) {
    const served = express();
    served.disable('x-powered-by');
    served.use(express.json());
    served.use((req, _res, next) => {
      req.caller = caller;
      next();
    });
    mount(served);
    served.use(kit.errorHandler);
    return served;
  }

  const plain = tasksService(organiserRoles, kit.forbidden);
  const bound = tasksService(organiserRoles, kit.forbidden);
  const orpcTasks = tasksService(organiserRoles, (message) => new ORPCError('FORBIDDEN', { message }));
  const orpcUnchecked = tasksService(organiserRoles, (message) => new ORPCError('FORBIDDEN', { message }));

  /** oRPC's contract of the same endpoints; `output` is the answer's schema, checked on every call by oRPC. */
  function orpcHandler(service, output) {
    const contract = {
      list: oc.route({ method: 'GET', path: '/api/tasks' }).input(taskListQuery).output(output.page),
      create: oc
        .route({ method: 'POST', path: '/api/tasks', successStatus: 201 })
        .input(createTaskBody)
        .output(output.task),
    };
    const os = implement(contract).$context();
    const router = os.router({
      list: os.list.handler(({ input, context }) => service.list(context.caller, input)),
      create: os.create.handler(({ input, context }) => {
        service.assertMayCreate(context.caller);
        return service.create(context.caller, input);
      }),
    });
    const handler = new OpenAPIHandler(router);
    return async (req, res, next) => {
      const { matched } = await handler.handle(req, res, { context: { caller: req.caller } });
      if (!matched) next();
    };
  }

  const variants = {
    'express + parse': app((served) => {
      const router = express.Router();
      router.get('/api/tasks', async (req, res) => {
        res.json(await plain.list(kit.callerOf(req), kit.parse(taskListQuery, req.query)));
      });
      router.post('/api/tasks', async (req, res) => {
        const who = kit.callerOf(req);
        plain.assertMayCreate(who);
        const body = kit.parse(createTaskBody, req.body);
        res.status(201).json(await plain.create(who, body));
      });
      served.use(router);
    }),
    endpointRouter: app((served) =>
      served.use(
        kit.endpointRouter((bind) => {
          bind(taskEndpoints.list, ({ caller: who, query }) => bound.list(who, query));
          bind(taskEndpoints.create, ({ caller: who, body }) => bound.create(who, body));
        }),
      ),
    ),
    oRPC: app((served) => served.use(orpcHandler(orpcTasks, { page: taskPage, task }))),
    'oRPC, answer unchecked': app((served) =>
      served.use(orpcHandler(orpcUnchecked, { page: type(), task: type() })),
    ),
  };
  const ports = {};
  for (const [name, served] of Object.entries(variants)) {
    const server = served.listen(0, '127.0.0.1');
    await once(server, 'listening');
    ports[name] = server.address().port;
  }
  process.on('message', (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
  });
  process.send({ ports });
}

/** wrk on core 0, CONCURRENCY kept-alive connections for SECONDS: calls, calls a second, p50/p99 (ms). */
async function driveWithWrk(port, call) {
  const args = [
    '-c',
    '0',
    'wrk',
    '-t1',
    `-c${CONCURRENCY}`,
    `-d${Math.max(1, Math.round(SECONDS))}s`,
    '--latency',
  ];
  if (call.script) args.push('-s', call.script);
  const out = await new Promise((resolve) => {
    const run = spawn('taskset', [...args, `http://127.0.0.1:${port}${call.path}`]);
    let text = '';
    run.stdout.on('data', (chunk) => (text += chunk));
    run.on('close', () => resolve(text));
  });
  const calls = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  if (/Non-2xx/.test(out) || calls === 0) throw new Error(`wrk: not every call was answered 2xx\n${out}`);
  const latency = (p) => {
    const [, value, unit] = new RegExp(`${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return Number(value) * LATENCY_UNITS[unit];
  };
  return {
    calls,
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]),
    p50: latency(50),
    p99: latency(99),
  };
}

/** CONCURRENCY calls in flight on kept-alive connections for SECONDS: calls, calls a second, p50/p99 (ms). */
async function driveWithUndici(Pool, port, call) {
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: CONCURRENCY });
  const latencies = [];
  const failures = [];
  const until = performance.now() + SECONDS * 1000;
  async function worker() {
    while (performance.now() < until) {
      const started = performance.now();
      const { statusCode, body } = await pool.request(call);
      const text = await body.text();
      if (statusCode !== call.expect) failures.push(`${statusCode} ${text}`);
      latencies.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  if (failures.length > 0) throw new Error(`${call.method} on port ${port}: ${failures[0]}`);
  latencies.sort((a, b) => a - b);
  return {
    calls: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function endpointBindingBench() {
  if (!onPath('taskset')) {
    console.log('\nEndpoint binding: skipped, taskset not installed (util-linux)');
    return;
  }
  const withWrk = onPath('wrk');
  const { Pool } = await import('undici');
  const drive = withWrk
    ? (port, call) => driveWithWrk(port, call)
    : (port, call) => driveWithUndici(Pool, port, call);
  const scripts = mkdtempSync(path.join(os.tmpdir(), 'familyhub-binding-'));
  const servers = fork(import.meta.filename, ['servers'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [{ ports }] = await once(servers, 'message');
  // The servers alone on core 1 (every thread: the JIT and GC too), this load generator on core 0.
  spawnSync('taskset', ['-a', '-p', '-c', '1', String(servers.pid)], { stdio: 'ignore' });
  spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  const cpuNow = async () => {
    servers.send('cpu');
    const [{ cpu }] = await once(servers, 'message');
    return cpu.user + cpu.system;
  };
  const calls = {
    'GET /api/tasks?limit=25': { method: 'GET', path: '/api/tasks?limit=25', expect: 200 },
    'POST /api/tasks': {
      method: 'POST',
      path: '/api/tasks',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newTask),
      expect: 201,
      script: path.join(scripts, 'post-task.lua'),
    },
  };
  const post = calls['POST /api/tasks'];
  writeFileSync(
    post.script,
    `wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = ${JSON.stringify(post.body)}\n`,
  );
  console.log(
    `\nEndpoint binding: the same handlers, servers alone on one core (${withWrk ? 'wrk' : 'undici'}, ${CONCURRENCY} connections, ${SECONDS} s a run, median of ${RUNS})`,
  );
  try {
    const measure = async (port, call) => {
      const before = await cpuNow();
      const result = await drive(port, call);
      return { ...result, usPerCall: ((await cpuNow()) - before) / result.calls };
    };
    // Every variant must answer alike, or the comparison is of different work.
    for (const call of Object.values(calls)) {
      const answers = new Set();
      for (const port of Object.values(ports)) {
        const res = await fetch(`http://127.0.0.1:${port}${call.path}`, call);
        answers.add(`${res.status} ${JSON.stringify({ ...(await res.json()), id: 0 })}`);
      }
      if (answers.size !== 1)
        throw new Error(`${call.method}: the variants answer differently\n${[...answers].join('\n')}`);
    }
    // Warm-up: the JIT, zod's compiled checks, the connections.
    for (const port of Object.values(ports))
      for (const call of Object.values(calls)) await measure(port, call);
    const runs = {};
    for (let run = 0; run < RUNS; run++) {
      for (const [callName, call] of Object.entries(calls)) {
        for (const [name, port] of Object.entries(ports)) {
          (runs[`${callName}: ${name}`] ??= []).push(await measure(port, call));
        }
      }
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const table = {};
    for (const [callName] of Object.entries(calls)) {
      const baseline = median(runs[`${callName}: express + parse`].map((r) => r.perSecond));
      for (const name of Object.keys(ports)) {
        const these = runs[`${callName}: ${name}`];
        const perSecond = median(these.map((r) => r.perSecond));
        table[`${callName}: ${name}`] = {
          'req/s (median)': Math.round(perSecond),
          'vs express + parse': `${perSecond >= baseline ? '+' : ''}${(((perSecond - baseline) / baseline) * 100).toFixed(1)} %`,
          'p50 ms': +median(these.map((r) => r.p50)).toFixed(2),
          'p99 ms': +median(these.map((r) => r.p99)).toFixed(2),
          'CPU µs a call': Math.round(median(these.map((r) => r.usPerCall))),
          'runs (req/s)': these.map((r) => Math.round(r.perSecond)).join(' / '),
        };
      }
    }
    console.table(table);
  } finally {
    servers.kill('SIGTERM');
    rmSync(scripts, { recursive: true, force: true });
  }
}
