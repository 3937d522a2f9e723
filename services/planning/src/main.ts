import { runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { alertNotificationsJob, eventRemindersJob } from './alerts';
import { databaseOptions } from './database';

runService({
  name: 'planning',
  database: databaseOptions,
  createApp,
  jobs: (app) => [
    alertNotificationsJob(() => app.notifyAlerts()),
    eventRemindersJob(() => app.raiseEventReminders()),
  ],
});
