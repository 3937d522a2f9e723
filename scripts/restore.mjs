#!/usr/bin/env node
// `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` into FAMILYHUB_DATA_DIR (./.data)
// and FILES_DIR. The platform must be stopped and the data dir empty (move the old one away first); the next
// `npm start` serves the restored families.
import { BackupError, dataLocations, restoreDataDir } from './lib/backup.mjs';

const from = process.argv[2];
if (!from) {
  console.error('usage: npm run restore -- <backup folder>');
  process.exit(2);
}
const { dataDir, filesDir } = dataLocations();
try {
  console.log(`restoring ${from} into ${dataDir} …`);
  const manifest = await restoreDataDir({ from, dataDir, filesDir, log: (m) => console.log(`  ${m}`) });
  console.log(`restored the backup of ${manifest.createdAt}. Start the platform with npm start.`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`restore refused: ${err.message}`);
  process.exit(1);
}
