import { runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { databaseOptions } from './database';

/** How often the reminder round (missed doses, water) runs — once across instances, by the job runner. */
const REMINDER_ROUND_MS = 60_000;

runService({
  name: 'wellness',
  database: databaseOptions,
  createApp,
  jobs: (app) => [
    { name: 'wellness-reminders', everyMs: REMINDER_ROUND_MS, run: () => app.runReminders() },
    // The key rotation (ADR 0022): what a retired FIELD_ENCRYPTION_KEY still holds, moved under the current one.
    { name: 'field-key-rotation', everyMs: 60 * 60_000, run: () => app.rotateFieldKeys() },
  ],
});
