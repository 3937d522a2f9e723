// Starts a private copy of the platform (own ports, own embedded data) for a benchmark, and stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export async function startPlatform({ port = 4220, servicePortBase = 4320 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'familyhub-bench-'));
  // The services come from the domain catalogue (libs/contracts/src/catalogue.ts).
  const { tsImport } = await import('tsx/esm/api');
  const { serviceNames: names } = await tsImport('../../libs/contracts/src/catalogue.ts', import.meta.url);
  const env = {
    ...process.env,
    PORT: String(port),
    FAMILYHUB_DATA_DIR: dataDir,
    // The shared embedded database (ADR 0015) on the port below the services'.
    EMBEDDED_DB_PORT: String(servicePortBase),
    LOG_LEVEL: 'warn',
    DEMO_MODE: 'off',
    // Throughput from one address is what a benchmark measures: the per-address limits are off.
    API_RATE_LIMIT_PER_MINUTE: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '0',
    ...Object.fromEntries(
      names.map((n, i) => [`${n.toUpperCase()}_URL`, `http://127.0.0.1:${servicePortBase + i + 1}`]),
    ),
  };
  // BENCH_PLATFORM_LOG=<file> keeps the platform's log (warnings and errors: which call failed, and why).
  const log = process.env.BENCH_PLATFORM_LOG ? openSync(process.env.BENCH_PLATFORM_LOG, 'a') : 'ignore';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', log, 'inherit'],
    detached: true,
  });
  const baseUrl = `http://localhost:${port}`;
  const started = performance.now();
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000);
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok && (await res.json()).status === 'ok') break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      // Not left running on its own: the platform's whole process group goes.
      process.kill(-child.pid, 'SIGTERM');
      throw new Error('platform did not become healthy in time (BENCH_START_TIMEOUT_MS)');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const readyMs = Math.round(performance.now() - started);
  return {
    baseUrl,
    /** From spawning `npm start`'s script to every service healthy (the frontends were built before). */
    readyMs,
    /** The resident memory of every process of the platform (start.mjs, the gateway, the services), in MB. */
    memory: () => processGroupMemory(child.pid),
    /** CPU time (ms, user + system) each of the platform's processes has used so far, by name. */
    cpuMs: () => Object.fromEntries(processGroup(child.pid).map(({ name, cpuMs }) => [name, cpuMs])),
    /** Where a service listens (its own port, behind the gateway). */
    serviceUrl: (name) => env[`${name.toUpperCase()}_URL`],
    /** The install's secrets (the internal signing key among them), as start.mjs generated them. */
    secrets: () => JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')),
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 1500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The processes of the process group `pgid` (Linux /proc): pid, name (a service's name, `scripts/start.mjs`, else
 * the command), resident memory (MB) and CPU time used so far (user + system, ms).
 */
export function processGroup(pgid) {
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 5 of /proc/<pid>/stat is the process group (the command in field 2 may hold spaces: split after ')');
      // fields 14 and 15 are the user and system CPU time in clock ticks.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      // A service runs from its compiled bundle (dist/services/<name>/main.cjs) or its source (SERVICES_FROM_SOURCE=1);
      // so does the embedded database (dist/services/database/main.cjs, or server-kit's embedded-database/main.ts).
      const service = /(?:services\/(\w+)\/(?:src\/main\.ts|main\.cjs)|embedded-database\/main\.ts)$/;
      const name = command.find((arg) => service.test(arg) || /scripts\/start\.mjs/.test(arg)) ?? command[0];
      processes.push({
        pid: Number(entry),
        name: service.exec(name)?.[1] ?? (service.test(name) ? 'database' : name),
        mb: Math.round(rssKb / 1024),
        cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return processes;
}

/** VmRSS of each process in the process group `pgid`, by name, and their sum (MB). */
function processGroupMemory(pgid) {
  const processes = processGroup(pgid).map(({ name, mb }) => ({ name, mb }));
  return { processes, totalMb: processes.reduce((sum, p) => sum + p.mb, 0) };
}

/** A signed-in API client (cookie jar of one) against the gateway. */
export async function signedInClient(baseUrl, suffix = Date.now().toString(36)) {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'FamilyHub' };
  const res = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      username: `bench_${suffix}`,
      password: 'bench-password-123',
      name: 'Bench Parent',
      email: `bench.${suffix}@example.test`,
      familyName: 'Bench Family',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  const call = async (method, p, body) => {
    const r = await fetch(`${baseUrl}${p}`, {
      method,
      headers: { ...headers, cookie },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!r.ok) throw new Error(`${method} ${p}: ${r.status} ${await r.text()}`);
    return r.status === 204 ? undefined : r.json();
  };
  return { cookie, call };
}
