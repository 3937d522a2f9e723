import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CALLER_HEADER, signCaller, type Caller } from './caller';
import { openDatabase, rowsOf } from './db';
import { freePort, openSse, TEST_INTERNAL_KEY, waitFor } from './testing';

/*
 * SIGTERM on a real service process (issue #17): it stops accepting at once, ends its live streams, lets the write
 * under way finish and answer, closes its database and exits 0 — and the acknowledged write is in the database.
 */
const parent: Caller = { userId: 1, familyId: 5, role: 'parent', plan: 'annual' };
const ROOT = path.resolve(__dirname, '../../..');

function signed(method: string, urlPath: string): Record<string, string> {
  return {
    [CALLER_HEADER]: signCaller(TEST_INTERNAL_KEY, {
      caller: parent,
      method,
      path: urlPath,
      audience: 'planning',
      requestId: 'shutdown-test',
    }),
  };
}

it('drains on SIGTERM: the write under way answers and is kept, new connections are refused', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-drain-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'testing/fixtures/draining-service.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, INTERNAL_SIGNING_KEY: TEST_INTERNAL_KEY },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(() => output.includes('ready'), 'the service to start', 60_000);

  const stream = await openSse(`${base}/internal/live/stream`, signed('GET', '/internal/live/stream'));
  expect(stream.status).toBe(200);
  const write = fetch(`${base}/api/slow-writes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signed('POST', '/api/slow-writes') },
    body: JSON.stringify({ note: 'acknowledged before the stop' }),
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const signalledAt = Date.now();
  child.kill('SIGTERM');

  const answer = await write;
  expect(answer.status).toBe(201);
  const written = (await answer.json()) as { id: number; note: string };
  // The live stream ended instead of holding the shutdown for its keep-alive.
  await waitFor(() => stream.ended, 'the live stream to end', 5_000);
  await expect(fetch(`${base}/health`)).rejects.toThrow();
  expect(await exited).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(8_000);
  expect(output).toContain('closed database');

  const reopened = await openDatabase({
    schemaName: 'planning',
    schema: {},
    migrationsFolder: path.join(dataDir, 'migrations'),
    pgliteDir: path.join(dataDir, 'pglite'),
  });
  try {
    const rows = rowsOf(await reopened.db.execute(sql`select id, note from planning.writes`));
    expect(rows).toEqual([{ id: written.id, note: 'acknowledged before the stop' }]);
  } finally {
    await reopened.close();
  }
}, 120_000);
