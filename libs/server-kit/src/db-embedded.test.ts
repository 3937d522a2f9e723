import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteStartParams, rowsOf } from './db';

// The embedded database in a directory (issue #16, memory): a new one is created by a worker thread that exits
// (initdb's ~800 MB of WebAssembly memory goes with it), then opened here with a smaller buffer pool; the data
// is there when the service opens it again.
let folder: string;
let migrations: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'fh-embedded-'));
  migrations = path.join(folder, 'migrations');
  mkdirSync(path.join(migrations, 'meta'), { recursive: true });
  writeFileSync(
    path.join(migrations, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const open = (dir: string) =>
  openDatabase({ schemaName: 'embedded', schema: {}, migrationsFolder: migrations, pgliteDir: dir });

it('creates a new directory’s database, keeps its rows across a reopen, with 32MB of shared buffers', async () => {
  const dir = path.join(folder, 'pglite');
  const first = await open(dir);
  expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  await first.db.execute(sql`create table embedded.notes (id serial primary key, text text)`);
  await first.db.execute(sql`insert into embedded.notes (text) values ('kept')`);
  const buffers = rowsOf<{ shared_buffers: string }>(await first.db.execute(sql`show shared_buffers`));
  expect(buffers[0].shared_buffers).toBe('32MB');
  await first.close();

  const again = await open(dir);
  const rows = rowsOf<{ text: string }>(await again.db.execute(sql`select text from embedded.notes`));
  expect(rows).toEqual([{ text: 'kept' }]);
  await again.close();
}, 120_000);

it('takes the buffer size from PGLITE_SHARED_BUFFERS and refuses one that is not a size', () => {
  const saved = process.env.PGLITE_SHARED_BUFFERS;
  try {
    process.env.PGLITE_SHARED_BUFFERS = '64MB';
    expect(pgliteStartParams(['-c', 'fsync=off'])).toEqual(['-c', 'fsync=off', '-c', 'shared_buffers=64MB']);
    process.env.PGLITE_SHARED_BUFFERS = '64MB; drop';
    expect(() => pgliteStartParams([])).toThrow('PGLITE_SHARED_BUFFERS must be a size like 32MB');
  } finally {
    if (saved === undefined) delete process.env.PGLITE_SHARED_BUFFERS;
    else process.env.PGLITE_SHARED_BUFFERS = saved;
  }
});
