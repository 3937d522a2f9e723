import { ORPHAN_SWEEP_EVERY_MS, runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { alertNotificationsJob, eventRemindersJob } from './alerts';
import { databaseOptions } from './database';
import { transcriptionJob } from './message-media';

runService({
  name: 'planning',
  database: databaseOptions,
  createApp,
  jobs: (app) => [
    alertNotificationsJob(() => app.notifyAlerts()),
    eventRemindersJob(() => app.raiseEventReminders()),
    transcriptionJob(() => app.transcribeVoiceNotes()),
    { name: 'orphan-files', everyMs: ORPHAN_SWEEP_EVERY_MS, run: () => app.sweepOrphanFiles() },
  ],
});
