import { runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { renewalJob } from './billing/renewal-sweep';
import { databaseOptions } from './database';
import { notificationDeliveriesJob } from './notifications';

runService({
  name: 'identity',
  database: databaseOptions,
  createApp,
  jobs: (app) => [renewalJob(() => app.renewDue()), notificationDeliveriesJob(() => app.sendNotifications())],
});
