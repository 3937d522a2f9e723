import { ORPHAN_SWEEP_EVERY_MS, runService } from '@familyhub/server-kit';
import { ALLOWANCE_JOB_INTERVAL_MS } from './allowances';
import { createApp } from './app';
import { databaseOptions } from './database';

runService({
  name: 'money',
  database: databaseOptions,
  createApp: (options) => createApp({ ...options, creditOnChange: true }),
  jobs: (app) => [
    { name: 'allowance-credits', everyMs: ALLOWANCE_JOB_INTERVAL_MS, run: () => app.creditAllowances() },
    { name: 'point-conversions', everyMs: 5 * 60 * 1000, run: () => app.settlePointConversions() },
    { name: 'orphan-files', everyMs: ORPHAN_SWEEP_EVERY_MS, run: () => app.sweepOrphanFiles() },
  ],
});
