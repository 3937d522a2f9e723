// Backup and restore of the embedded data (docs/architecture.md "Backups"): the PGlite databases under
// <data dir>/pglite/<schema>, the uploaded files under FILES_DIR (<data dir>/files) and the secrets that decrypt
// them. PostgreSQL and S3 installs use their own tools (pg_dump, bucket versioning): see the docs.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export const BACKUP_FORMAT = 'familyhub-embedded-backup';
export const BACKUP_VERSION = 1;
/** Small files of the data dir that belong with the data: the keys (field encryption!) and the demo marker. */
const KEPT_FILES = ['secrets.json', 'demo-seeded'];

export class BackupError extends Error {}

/** Where the data lives, as the services read it (server-kit secrets.ts and files/storage-from-env.ts). */
export function dataLocations(env = process.env, cwd = process.cwd()) {
  const dataDir = path.resolve(cwd, env.FAMILYHUB_DATA_DIR || '.data');
  const filesDir = env.FILES_DIR ? path.resolve(cwd, env.FILES_DIR) : path.join(dataDir, 'files');
  return { dataDir, filesDir, usesS3: Boolean(env.FILES_S3_BUCKET) };
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** The embedded databases of `dataDir` (one folder per schema) and the processes that hold one open now. */
export function embeddedDatabases(dataDir) {
  const root = path.join(dataDir, 'pglite');
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'PG_VERSION')))
    .map((entry) => {
      const pidFile = path.join(root, `${entry.name}.pid`);
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : undefined;
      return { schema: entry.name, dir: path.join(root, entry.name), openBy: isAlive(pid) ? pid : undefined };
    })
    .sort((a, b) => a.schema.localeCompare(b.schema));
}

/** Refuses while any service has a database open: PGlite allows one process per data dir. */
function requireStopped(databases) {
  const open = databases.filter((d) => d.openBy);
  if (open.length > 0) {
    throw new BackupError(
      `the platform is running (${open.map((d) => `${d.schema}: pid ${d.openBy}`).join(', ')}). ` +
        'Stop it first (Ctrl-C in the terminal of npm start), then run this again.',
    );
  }
}

function isEmptyDir(dir) {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

function filesUnder(dir) {
  let count = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { count, bytes };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

/** Folders 700 and files 600, as the file store and the secrets are kept. */
function tighten(dir) {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

/**
 * Writes a backup of a stopped platform's embedded data into `out` (a new folder): each database as PGlite's own
 * `dumpDataDir()` archive (opening it first replays its write-ahead log, so even a crashed instance dumps
 * consistently), the uploaded files and the secrets as they are. Answers the manifest.
 */
export async function backupDataDir({ dataDir, filesDir, out, log = () => undefined }) {
  const databases = embeddedDatabases(dataDir);
  requireStopped(databases);
  if (databases.length === 0 && !existsSync(filesDir)) {
    throw new BackupError(`nothing to back up: ${dataDir} holds no embedded database and no files`);
  }
  if (!isEmptyDir(out)) throw new BackupError(`${out} exists and is not empty: choose a new folder`);
  mkdirSync(path.join(out, 'pglite'), { recursive: true, mode: 0o700 });

  const manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    // The archives are PGlite data dirs: a restore needs a PGlite that reads this Postgres major version.
    pgVersion: databases[0] ? readFileSync(path.join(databases[0].dir, 'PG_VERSION'), 'utf8').trim() : null,
    databases: [],
    files: { count: 0, bytes: 0 },
    kept: [],
  };
  for (const { schema, dir } of databases) {
    const db = new PGlite(dir);
    try {
      await db.waitReady; // dumpDataDir on a database still opening never settles
      const dump = await db.dumpDataDir('gzip');
      const file = `pglite/${schema}.tar.gz`;
      const bytes = Buffer.from(await dump.arrayBuffer());
      writeFileSync(path.join(out, file), bytes, { mode: 0o600 });
      manifest.databases.push({ schema, file, bytes: bytes.length });
      log(`database ${schema}: ${bytes.length} bytes`);
    } finally {
      await db.close();
    }
  }
  if (existsSync(filesDir)) {
    // The staging folder holds only uploads that never finished.
    cpSync(filesDir, path.join(out, 'files'), {
      recursive: true,
      filter: (source) => path.basename(source) !== '.staging',
    });
    manifest.files = filesUnder(path.join(out, 'files'));
    log(`files: ${manifest.files.count} (${manifest.files.bytes} bytes)`);
  }
  for (const name of KEPT_FILES) {
    if (!existsSync(path.join(dataDir, name))) continue;
    cpSync(path.join(dataDir, name), path.join(out, name));
    manifest.kept.push(name);
  }
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  tighten(out);
  return manifest;
}

/**
 * Restores a backup into an empty data dir (and files dir): refuses a data dir that already holds a database or
 * files, so a restore never mixes two installs. The platform must be stopped (its services open the data at start).
 */
export async function restoreDataDir({ from, dataDir, filesDir, log = () => undefined }) {
  const manifestFile = path.join(from, 'manifest.json');
  if (!existsSync(manifestFile))
    throw new BackupError(`${from} is not a FamilyHub backup (no manifest.json)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${from} is a backup this version cannot read (${manifest.format} ${manifest.version})`,
    );
  }
  requireStopped(embeddedDatabases(dataDir));
  const pgliteRoot = path.join(dataDir, 'pglite');
  if (!isEmptyDir(pgliteRoot) || !isEmptyDir(filesDir)) {
    throw new BackupError(
      `${dataDir} already holds data: restore into an empty data dir (move this one away, or set ` +
        'FAMILYHUB_DATA_DIR to a new folder)',
    );
  }
  mkdirSync(pgliteRoot, { recursive: true, mode: 0o700 });
  for (const { schema, file } of manifest.databases) {
    const dir = path.join(pgliteRoot, schema);
    mkdirSync(dir, { recursive: true });
    const archive = new Blob([readFileSync(path.join(from, file))]);
    const db = new PGlite(dir, { loadDataDir: archive });
    try {
      await db.query('select 1'); // the archive is unpacked and the database opens
    } finally {
      await db.close();
    }
    log(`database ${schema} restored`);
  }
  if (existsSync(path.join(from, 'files'))) {
    mkdirSync(path.dirname(filesDir), { recursive: true });
    cpSync(path.join(from, 'files'), filesDir, { recursive: true });
    tighten(filesDir);
    log(`files: ${manifest.files.count} restored`);
  }
  for (const name of manifest.kept ?? []) {
    const target = path.join(dataDir, name);
    cpSync(path.join(from, name), target);
    chmodSync(target, 0o600);
  }
  return manifest;
}
