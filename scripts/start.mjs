#!/usr/bin/env node
// `npm start`: the whole FamilyHub platform on one origin, http://localhost:4200.
//  1. builds the frontends (Nx caches: a second start is quick) and compiles the services and the gateway to
//     dist/services/<name>/main.cjs (esbuild, a few seconds), which run with plain node (bench/README.md, ADR 0015),
//  2. loads the shared secrets (generated once into <FAMILYHUB_DATA_DIR>/secrets.json, mode 600),
//  3. without DATABASE_URL, runs the embedded database first: one PGlite (<data dir>/pglite/shared) served over the
//     PostgreSQL wire protocol on 127.0.0.1:EMBEDDED_DB_PORT, which every service then uses as its DATABASE_URL,
//     each in its own schema (ADR 0015); then identity, planning, school, wellness, home, money and the gateway,
//     all as child processes, restarting one that crashes (after 1 s, at most 5 times a minute); Ctrl-C stops them,
//  4. once /api/health is ok, seeds the demo family through the public API (once per data dir).
//
// Environment (already-set values are honoured, so a second copy can run on other ports):
//   PORT                     gateway port (4200)
//   <SERVICE>_URL            where each service listens, e.g. PLANNING_URL (http://127.0.0.1:4302);
//                            the child gets PORT from it
//   FAMILYHUB_DATA_DIR       embedded databases, secrets and the demo marker (./.data)
//   DATABASE_URL             PostgreSQL instead of the embedded PGlite
//   EMBEDDED_DB_PORT         the embedded database's loopback port (4300)
//   EMBEDDED_DATABASE=per-service   one PGlite inside each service, as before ADR 0015's shared database (~1.7 GB);
//                            also what a data dir with only such per-service databases gets (see below)
//   INTERNAL_SIGNING_KEY, FIELD_ENCRYPTION_KEY   required with NODE_ENV=production
//   FIELD_ENCRYPTION_KEYS_RETIRED   keys a rotation replaced (comma list): still read, never written (ADR 0022)
//   HOST                     the gateway's listening address (127.0.0.1); demo mode refuses anything but loopback
//   DEMO_MODE=off            no demo family, no Direct Dashboard Access (also off with NODE_ENV=production)
//   SKIP_BUILD=1             serve the frontends' existing dist/ without building; run the services' compiled
//                            bundles as they are (compiled only when missing)
//   SERVICES_FROM_SOURCE=1   run the services and the gateway from their TypeScript through tsx (no compile step)
//   LOG_LEVEL                pino level for every process (info)
//   LOG_FORMAT=json          raw JSON logs even on a terminal (pretty by default on a TTY)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DATABASE_SOURCE, loadStartKit, serviceBundle } from './lib/build-services.mjs';
import { reachable } from './lib/reachable.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { demoAccounts } from './seed/lib/family.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The services, their ports and the remotes come from the domain catalogue (libs/contracts/src/catalogue.ts).
const startKit = loadStartKit();
const { servicePorts: services, domainIds } = startKit;
const frontends = ['shell', ...domainIds];
const HEALTH_TIMEOUT_MS = 60_000;

const tty = process.stdout.isTTY === true;
const say = (message) => console.log(tty ? `\x1b[1mfamilyhub\x1b[0m │ ${message}` : `[familyhub] ${message}`);
const warn = (message) =>
  console.warn(tty ? `\x1b[1;33mfamilyhub\x1b[0m │ ${message}` : `[familyhub] ${message}`);

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
env.FAMILYHUB_DATA_DIR = path.resolve(root, env.FAMILYHUB_DATA_DIR || '.data');
// Workspace libs resolve through tsconfig paths whether or not npm linked the workspaces.
env.TSX_TSCONFIG_PATH ||= path.join(root, 'tsconfig.base.json');
// glibc gives each thread that allocates its own malloc arena: two are plenty for a Node process, whose JavaScript
// runs on one thread, and ~25 MB lighter across the platform's processes (issue #34, bench/memory.mjs).
env.MALLOC_ARENA_MAX ||= '2';
for (const [name, port] of Object.entries(services)) {
  env[`${name.toUpperCase()}_URL`] ||= `http://127.0.0.1:${port}`;
}
const gatewayPort = Number(env.PORT || 4200);
let demoMode;
try {
  // The one reading of NODE_ENV and DEMO_MODE (server-kit runtime-mode.ts): an unknown value stops the start.
  ({ demoMode } = startKit.runtimeMode(env));
} catch (error) {
  warn(error.message);
  process.exit(1);
}
const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;
if (demoMode && env.HOST && !loopbackHost.test(env.HOST.trim())) {
  warn(
    `demo mode is only for this machine: HOST=${env.HOST} would offer the demo family to the network. ` +
      'Set DEMO_MODE=off (or NODE_ENV=production) to listen there.',
  );
  process.exit(1);
}
/** The platform operator's password: PLATFORM_OPERATOR_PASSWORD, else the one generated for this install. */
let operatorPassword;
/** The embedded database's password (secrets.json): every connection to it proves it. */
let databasePassword;

let shuttingDown = false;
let step;
const supervisor = await createSupervisor({ cwd: root, pretty: tty && env.LOG_FORMAT !== 'json', log: say });

async function shutdown(signal) {
  if (shuttingDown) {
    supervisor.killAll();
    process.exit(130);
  }
  shuttingDown = true;
  say(`${signal}: stopping every service…`);
  step?.kill('SIGTERM');
  // The database last: the services close their connections first.
  await supervisor.stopAll(5000, ['database']);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('exit', () => supervisor.killAll());

/**
 * Runs one step of the start in a child process (a build, the seed), stopped with the rest on Ctrl-C, and answers
 * its exit code. With `lines`, its output is read line by line (`out`, `err`) instead of passed through.
 */
function run(command, args, lines) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: lines ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    step = child;
    if (lines) {
      createInterface({ input: child.stdout }).on('line', lines.out);
      createInterface({ input: child.stderr }).on('line', lines.err);
    }
    const done = (code) => {
      if (step === child) step = undefined;
      resolve(code);
    };
    // 'close', not 'exit': every line it wrote has been read by then.
    child.on('close', (code, signal) => done(signal ? 1 : (code ?? 1)));
    child.on('error', () => done(1));
  });
}

async function buildFrontends() {
  if (env.SKIP_BUILD === '1') {
    say('SKIP_BUILD=1: serving the frontends as they are built now');
    return;
  }
  const projects = [];
  for (const app of frontends) {
    const config = path.join(root, 'apps', app, 'project.json');
    if (!existsSync(config)) {
      warn(`apps/${app} has no project.json yet; not building it (its pages will say it is not built)`);
      continue;
    }
    projects.push(JSON.parse(readFileSync(config, 'utf8')).name);
  }
  if (projects.length === 0) return;
  say(`building ${projects.join(', ')} (Nx cache makes this quick after the first time)…`);
  const nx = path.join(root, 'node_modules', '.bin', 'nx');
  const code = await run(nx, ['run-many', '-t', 'build', '-p', ...projects, '--outputStyle=stream']);
  if (shuttingDown) return;
  if (code !== 0) {
    warn('the frontend build failed; fix it and run npm start again');
    process.exit(code);
  }
}

const fromSource = env.SERVICES_FROM_SOURCE === '1';

/**
 * How the services get their database: PostgreSQL (DATABASE_URL), the one shared embedded database (the default),
 * or a PGlite inside each service — what a data dir from before the shared database holds. Such a data dir is kept
 * as it is rather than started empty: its family would otherwise seem gone.
 */
function databaseMode() {
  if (env.DATABASE_URL) return 'postgres';
  if (env.EMBEDDED_DATABASE === 'per-service') return 'per-service';
  const pgliteRoot = path.join(env.FAMILYHUB_DATA_DIR, 'pglite');
  const hasDatabase = (name) => existsSync(path.join(pgliteRoot, name, 'PG_VERSION'));
  const older = Object.keys(services).filter(hasDatabase);
  if (older.length > 0 && !hasDatabase('shared')) {
    warn(
      `${pgliteRoot} holds one database per service from an older FamilyHub (${older.join(', ')}). ` +
        'They keep being used that way, a PGlite inside each service (about 1.7 GB of memory instead of 1 GB): ' +
        'nothing is moved or lost. The shared embedded database (ADR 0015) is used by a data dir without them; ' +
        'to start a new one, set FAMILYHUB_DATA_DIR to an empty folder (keep this one for its data).',
    );
    return 'per-service';
  }
  return 'shared';
}
const dbMode = databaseMode();
const serverNames = [...(dbMode === 'shared' ? ['database'] : []), ...Object.keys(services), 'gateway'];

/**
 * Compiles the services and the gateway (esbuild: seconds, no cache needed); SKIP_BUILD=1 keeps existing bundles.
 * In a child process, as the seeding below: this process stays the platform's supervisor for its whole life, and
 * esbuild, the seed's modules and fetch would stay in its memory with it (~40 MB; issue #16).
 */
async function buildServers() {
  if (fromSource) {
    say('SERVICES_FROM_SOURCE=1: running the services from their TypeScript (tsx)');
    return;
  }
  const missing = serverNames.filter((name) => !existsSync(serviceBundle(name)));
  const names = env.SKIP_BUILD === '1' ? missing : serverNames;
  if (names.length === 0) return;
  const code = await run(process.execPath, [
    path.join(root, 'scripts', 'lib', 'build-services.mjs'),
    ...names,
  ]);
  if (code !== 0 && !shuttingDown) {
    warn('compiling the services failed; fix it and run npm start again');
    process.exit(1);
  }
}

/**
 * V8's flags for the platform's processes on the embedded default (issue #34, item 6). A young generation capped at
 * 2 MB a half (V8 grows it to 16 MB under load): the platform stayed at ~950 MB through use instead of 1.1–1.2 GB,
 * at the same latency, because the embedded database bounds what one household asks of it (bench/README.md). On
 * PostgreSQL it is left to V8: under a crowd the more frequent scavenges cost the gateway ~40 % more CPU a call.
 * A NODE_OPTIONS that sets the size itself is honoured.
 */
function v8Flags() {
  if (dbMode === 'postgres' || /--max-semi-space-size/.test(env.NODE_OPTIONS ?? '')) return [];
  return ['--max-semi-space-size=2'];
}

/** How to run a service: its compiled bundle with plain node, or its source through tsx. */
function serverArgs(name) {
  if (!fromSource) return [...v8Flags(), serviceBundle(name)];
  return [
    ...v8Flags(),
    '--import',
    'tsx',
    name === 'database' ? DATABASE_SOURCE : `services/${name}/src/main.ts`,
  ];
}

async function loadSharedSecrets() {
  // The very loadSecrets() every service uses, so the file format has one owner (server-kit).
  process.env.FAMILYHUB_DATA_DIR = env.FAMILYHUB_DATA_DIR;
  const secrets = startKit.loadSecrets();
  env.INTERNAL_SIGNING_KEY = secrets.internalKey;
  env.FIELD_ENCRYPTION_KEY = secrets.fieldKey;
  operatorPassword = secrets.operatorPassword;
  databasePassword = secrets.databasePassword;
}

const DATABASE_TIMEOUT_MS = 180_000;

/** Starts the shared embedded database and waits until it accepts connections; false when it does not. */
async function startDatabase() {
  const port = Number(env.EMBEDDED_DB_PORT || 4300);
  if (await reachable('127.0.0.1', port)) {
    warn(
      `something already listens on 127.0.0.1:${port} (EMBEDDED_DB_PORT): another FamilyHub? Stop it or choose another port`,
    );
    return false;
  }
  supervisor.start('database', process.execPath, serverArgs('database'), {
    ...env,
    EMBEDDED_DB_PORT: String(port),
    EMBEDDED_DB_PASSWORD: databasePassword,
  });
  const deadline = Date.now() + DATABASE_TIMEOUT_MS;
  while (!shuttingDown && Date.now() < deadline) {
    if (await reachable('127.0.0.1', port)) {
      env.DATABASE_URL = `postgres://postgres:${encodeURIComponent(databasePassword)}@127.0.0.1:${port}/postgres`;
      // One PGlite session answers every connection: no statement is kept by name (server-kit db.ts).
      env.DATABASE_SHARED_SESSION = 'true';
      return true;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (!shuttingDown) warn(`the embedded database did not start within ${DATABASE_TIMEOUT_MS / 1000} s`);
  return false;
}

function startProcesses() {
  const node = process.execPath;
  for (const name of Object.keys(services)) {
    const port = new URL(env[`${name.toUpperCase()}_URL`]).port;
    supervisor.start(name, node, serverArgs(name), {
      ...env,
      PORT: port,
    });
  }
  supervisor.start('gateway', node, serverArgs('gateway'), {
    ...env,
    PORT: String(gatewayPort),
  });
}

/** The gateway's /api/health report, or undefined while it is not answering (Node's http: fetch costs ~15 MB). */
function healthStatus() {
  return new Promise((resolve) => {
    const req = get(`http://127.0.0.1:${gatewayPort}/api/health`, { timeout: 3000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => {
        try {
          resolve(JSON.parse(body));
        } catch {
          resolve(undefined);
        }
      });
      res.on('error', () => resolve(undefined));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined)); // the gateway is not listening yet
  });
}

/** Polls /api/health until every service is up; false (and a warning) after `timeoutMs`. */
async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline && !shuttingDown) {
    last = await healthStatus();
    if (last?.status === 'ok') return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  const down = last?.services?.filter((s) => s.status !== 'up').map((s) => s.name) ?? ['gateway'];
  warn(
    `not every service is up after ${Math.round(timeoutMs / 1000)} s (down: ${down.join(', ')}); still waiting, the rest keeps running`,
  );
  return false;
}

async function seedOnce() {
  const marker = path.join(env.FAMILYHUB_DATA_DIR, 'demo-seeded');
  if (existsSync(marker)) return;
  say('seeding the demo family (the Riveras) through the API…');
  // scripts/seed/index.mjs run alone, in a child process (see buildServers); its lines are this log's.
  let last = '';
  const code = await run(
    process.execPath,
    [path.join(root, 'scripts', 'seed', 'index.mjs'), `http://127.0.0.1:${gatewayPort}`],
    {
      out: (line) => say(line),
      err: (line) => {
        last = line;
        warn(line);
      },
    },
  );
  if (code === 0) {
    mkdirSync(env.FAMILYHUB_DATA_DIR, { recursive: true });
    writeFileSync(marker, `${new Date().toISOString()}\n`);
  } else if (!shuttingDown) {
    warn(
      `seeding the demo family failed${last ? ` (${last})` : ''}. It will be tried again at the next start.`,
    );
  }
}

function banner(healthy) {
  const url = `http://localhost:${gatewayPort}`;
  const lines = [`FamilyHub ${healthy ? 'is running' : 'is partly running'} at ${url}`];
  if (demoMode) {
    lines.push('', 'Demo family (password familyhub-demo for everyone):');
    for (const a of demoAccounts) lines.push(`  ${a.username.padEnd(5)} ${a.name} (${a.role})`);
    lines.push('', 'Or use "Direct Dashboard Access" on the sign-in page.');
    const operator = env.PLATFORM_OPERATOR_USERNAME || 'operator';
    const password = env.PLATFORM_OPERATOR_PASSWORD ? '(PLATFORM_OPERATOR_PASSWORD)' : operatorPassword;
    lines.push(
      '',
      `Platform operator: ${operator} / ${password} (${url}/admin/domains)`,
      `  generated for this install, kept in ${path.join(env.FAMILYHUB_DATA_DIR, 'secrets.json')}`,
    );
  }
  lines.push('', 'Ctrl-C stops everything.');
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(width + 2);
  console.log(`\n┌${bar}┐\n${lines.map((l) => `│ ${l.padEnd(width)} │`).join('\n')}\n└${bar}┘\n`);
}

async function whenHealthy() {
  if (demoMode && !shuttingDown) await seedOnce();
  if (!shuttingDown) banner(true);
}

await buildFrontends();
if (!shuttingDown) await buildServers();
if (!shuttingDown) {
  await loadSharedSecrets();
  if (dbMode === 'shared' && !(await startDatabase())) {
    await supervisor.stopAll();
    process.exit(1);
  }
  startProcesses();
  if (await waitForHealth(HEALTH_TIMEOUT_MS)) {
    await whenHealthy();
  } else if (!shuttingDown) {
    banner(false);
    // A slow machine (or a service being fixed) still gets its demo family once everything is up.
    while (!shuttingDown && !(await waitForHealth(5 * 60_000)));
    if (!shuttingDown) await whenHealthy();
  }
}
