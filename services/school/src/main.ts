import { ORPHAN_SWEEP_EVERY_MS, runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { databaseOptions } from './database';

runService({
  name: 'school',
  database: databaseOptions,
  createApp,
  jobs: (app) => [
    { name: 'orphan-files', everyMs: ORPHAN_SWEEP_EVERY_MS, run: () => app.sweepOrphanFiles() },
  ],
});
