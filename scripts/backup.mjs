#!/usr/bin/env node
// `npm run backup [-- <folder>]`: a backup of the embedded data — every PGlite database (PGlite's dumpDataDir),
// the uploaded files and the secrets — into <folder> (default backups/familyhub-<UTC time>), mode 700.
// The platform must be stopped: PGlite lets one process at a time open a database, and this refuses while a
// service has one open. PostgreSQL installs use pg_dump instead (docs/architecture.md "Backups").
import path from 'node:path';
import { backupDataDir, BackupError, dataLocations } from './lib/backup.mjs';

const { dataDir, filesDir, usesS3 } = dataLocations();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(process.argv[2] ?? path.join('backups', `familyhub-${stamp}`));
if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: the data is in PostgreSQL. Back it up with pg_dump (docs/architecture.md "Backups").',
  );
  process.exit(1);
}
try {
  console.log(`backing up ${dataDir} …`);
  const manifest = await backupDataDir({ dataDir, filesDir, out, log: (m) => console.log(`  ${m}`) });
  console.log(
    `backup written to ${out}: ${manifest.databases.length} databases, ${manifest.files.count} files.`,
    '\nIt holds the secrets that decrypt the data: keep it as safe as the data itself.',
  );
  if (usesS3)
    console.log('FILES_S3_BUCKET is set: the uploaded files are in the bucket, not in this backup.');
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`backup refused: ${err.message}`);
  process.exit(1);
}
