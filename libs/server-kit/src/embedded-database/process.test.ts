import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { isDatabaseUnavailable, openDatabase, rowsOf, type DatabaseHandle } from '../db';
import { embeddedDatabasePassword } from '../secrets';
import { embeddedDatabaseUrl } from './server';

// The embedded database process as `npm start` runs it: under scripts/lib/supervisor.mjs, which restarts it after
// a crash; a service's pool (openDatabase with a URL, as every service gets one) reconnects by itself.
const root = path.resolve(__dirname, '..', '..', '..', '..');
const port = 5601 + Number(process.env.JEST_WORKER_ID ?? 1);

const supervise = `
  import { createSupervisor } from ${JSON.stringify(path.join(root, 'scripts/lib/supervisor.mjs'))};
  const supervisor = await createSupervisor({ cwd: ${JSON.stringify(root)}, pretty: false });
  supervisor.start('database', process.execPath, ['--import', 'tsx', 'libs/server-kit/src/embedded-database/main.ts'], process.env);
  process.on('SIGTERM', async () => { await supervisor.stopAll(); process.exit(0); });
  setInterval(() => undefined, 60_000); // start.mjs stays up for its other children; this launcher has none
`;

let output = '';

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let last: unknown; ;) {
    const value = await probe().catch((error: unknown) => void (last = error));
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what} (${String(last)}); log:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the embedded database process', () => {
  let dataDir: string;
  let launcher: ChildProcess;
  let database: DatabaseHandle | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'familyhub-shared-db-'));
    launcher = spawn(process.execPath, ['--input-type=module', '-e', supervise], {
      cwd: root,
      env: { ...process.env, FAMILYHUB_DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(port), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });

  afterAll(async () => {
    // The pool first, so the launcher's supervisor can stop the database at once.
    await database?.close();
    const exited = new Promise((resolve) => launcher.once('exit', resolve));
    launcher.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('is restarted by the supervisor after a crash, and a service pool reconnects with its data there', async () => {
    const pidFile = path.join(dataDir, 'pglite', 'shared.pid');
    await until('the database to listen', async () =>
      /embedded database ready/.test(output) ? true : undefined,
    );
    const url = embeddedDatabaseUrl(port, embeddedDatabasePassword(dataDir));
    const opened = await openDatabase({
      schemaName: 'planning',
      schema: {},
      migrationsFolder: path.join(root, 'services/planning/src/migrations'),
      url,
    });
    database = opened;
    await opened.db.execute(sql`create table planning.crash_probe (n int)`);
    await opened.db.execute(sql`insert into planning.crash_probe values (42)`);

    const firstPid = Number(readFileSync(pidFile, 'utf8'));
    process.kill(firstPid, 'SIGKILL');
    // While it is down, a query fails as "unavailable" (the service answers 503), not as a wrong query.
    const failure = await until('a query to fail', () =>
      opened.db.execute(sql`select 1`).then(
        () => undefined,
        (error: unknown) => error,
      ),
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);

    const rows = await until('the pool to reconnect', async () =>
      rowsOf<{ n: number }>(await opened.db.execute(sql`select n from planning.crash_probe`)),
    );
    expect(rows).toEqual([{ n: 42 }]);
    expect(output).toMatch(/exited unexpectedly \(signal SIGKILL\); restarting in 1 s/);
    const secondPid = Number(readFileSync(pidFile, 'utf8'));
    expect(secondPid).not.toBe(firstPid);
    expect(existsSync(path.join(dataDir, 'pglite', 'shared', 'PG_VERSION'))).toBe(true);
  }, 180_000);

  it("asks every connection for the install's password, and keeps its files the owner's alone", async () => {
    await until('the database to listen', async () =>
      /embedded database ready/.test(output) ? true : undefined,
    );
    const password = embeddedDatabasePassword(dataDir);
    const connect = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one;
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    await expect(connect(embeddedDatabaseUrl(port, 'wrong'))).rejects.toThrow(
      'password authentication failed',
    );
    await expect(connect(embeddedDatabaseUrl(port, `${password}x`))).rejects.toThrow(
      'password authentication failed',
    );
    await expect(connect(embeddedDatabaseUrl(port))).rejects.toThrow();
    await expect(connect(embeddedDatabaseUrl(port, password))).resolves.toBe(1);

    const loose: string[] = [];
    const walk = (at: string) => {
      const mode = statSync(at).mode;
      if ((mode & 0o077) !== 0) loose.push(`${path.relative(dataDir, at)} ${(mode & 0o777).toString(8)}`);
      if (statSync(at).isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
    };
    walk(path.join(dataDir, 'pglite'));
    expect(loose).toEqual([]);
  }, 180_000);
});
