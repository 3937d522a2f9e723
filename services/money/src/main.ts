import { runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { databaseOptions } from './database';

// The scheduled jobs run in every instance: each credit is made once whatever the number of instances.
runService({
  name: 'money',
  database: databaseOptions,
  createApp: (options) => createApp({ ...options, startJobs: true }),
});
