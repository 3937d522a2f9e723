import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { embeddedDatabasePassword } from '@familyhub/server-kit';
import { freePort } from '@familyhub/server-kit/testing';

export const repoRoot = path.resolve(__dirname, '../../../..');

/** Every process the gateway knows of; the ones a test does not start answer "connection refused". */
const ALL_SERVICES = ['identity', 'planning', 'school', 'wellness', 'home', 'money'] as const;
export type PlatformService = (typeof ALL_SERVICES)[number];

export { freePort };

export interface RunningPlatform {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** SIGTERM, then waits for the exit (SIGKILL after 10 s). */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs some services and the gateway as `npm start` does (`node --import tsx services/<name>/src/main.ts`), on
 * ports of their own, secrets from `dataDir/secrets.json`, no frontends; first the shared embedded database
 * (`dataDir/pglite/shared`, ADR 0015), whose URL every service gets as DATABASE_URL.
 */
export async function startPlatform(dataDir: string, services: PlatformService[]): Promise<RunningPlatform> {
  const ports = Object.fromEntries(
    await Promise.all(ALL_SERVICES.map(async (name) => [name, await freePort()] as const)),
  ) as Record<PlatformService, number>;
  const gatewayPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FAMILYHUB_DATA_DIR: dataDir,
    TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.base.json'),
    DEMO_MODE: 'off',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    METRICS_PORT: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '0',
    ...Object.fromEntries(
      ALL_SERVICES.map((n) => [`${n.toUpperCase()}_URL`, `http://127.0.0.1:${ports[n]}`]),
    ),
  };
  // The embedded defaults: the data under test is in dataDir, not in a server this machine may run.
  for (const name of ['DATABASE_URL', 'NATS_URL', 'REDIS_URL', 'FILES_DIR', 'FILES_S3_BUCKET', 'NODE_ENV']) {
    delete env[name];
  }
  for (const name of ['INTERNAL_SIGNING_KEY', 'FIELD_ENCRYPTION_KEY']) delete env[name];

  const children: ChildProcess[] = [];
  const output: string[] = [];
  const run = (name: string, port: number, source = `services/${name}/src/main.ts`) => {
    const child = spawn(process.execPath, ['--import', 'tsx', source], {
      cwd: repoRoot,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => output.push(`[${name}] ${chunk.toString()}`);
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.push(child);
  };
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
  };

  try {
    const databasePort = await freePort();
    env.EMBEDDED_DB_PORT = String(databasePort);
    // The launcher's way: the install's database password from its secrets.json, proved by every connection.
    env.EMBEDDED_DB_PASSWORD = embeddedDatabasePassword(dataDir);
    run('database', databasePort, 'libs/server-kit/src/embedded-database/main.ts');
    await waitUntil(async () => reachable(databasePort), 'the embedded database', 180_000);
    env.DATABASE_URL = `postgres://postgres:${encodeURIComponent(env.EMBEDDED_DB_PASSWORD)}@127.0.0.1:${databasePort}/postgres`;
    for (const name of services) run(name, ports[name]);
    run('gateway', gatewayPort);
    for (const name of [...services]) {
      await waitUntil(
        async () => (await fetch(`http://127.0.0.1:${ports[name]}/ready`)).ok,
        `${name} to be ready`,
        180_000,
      );
    }
    await waitUntil(
      async () => (await fetch(`http://127.0.0.1:${gatewayPort}/ready`)).ok,
      'the gateway',
      30_000,
    );
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${output.join('').slice(-4000)}`);
  }
  return { baseUrl: `http://127.0.0.1:${gatewayPort}`, stop };
}

/** Runs a script of `scripts/` the way `npm run <name>` does, with `FAMILYHUB_DATA_DIR` set. */
export function runScript(script: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, FAMILYHUB_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.FILES_DIR;
  delete env.FILES_S3_BUCKET;
  const result = spawnSync(process.execPath, [path.join('scripts', script), ...args], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A member's session against the gateway: JSON calls with the CSRF header, uploads, raw downloads. */
export function memberClient(baseUrl: string) {
  let cookie = '';
  const headers = () => ({ 'x-requested-with': 'FamilyHub', accept: 'application/json', cookie });
  const remember = (res: Response) => {
    const session = res.headers.getSetCookie().find((c) => c.startsWith('fh_session='));
    if (session) cookie = session.split(';')[0];
  };
  return {
    /** The session cookie (`fh_session=…`) once signed in or up. */
    cookie: () => cookie,
    async json<T = unknown>(
      method: string,
      url: string,
      body?: unknown,
    ): Promise<{ status: number; body: T }> {
      const res = await fetch(baseUrl + url, {
        method,
        headers: { ...headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      remember(res);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    async upload(url: string, bytes: Buffer, name: string, type: string) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const res = await fetch(baseUrl + url, { method: 'POST', headers: headers(), body: form });
      return { status: res.status, body: (await res.json()) as { fileUrl: string } };
    },
    async download(url: string) {
      const res = await fetch(baseUrl + url, { headers: headers() });
      return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
    },
  };
}
