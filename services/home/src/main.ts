import { ORPHAN_SWEEP_EVERY_MS, runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { databaseOptions } from './database';

/**
 * The home jobs, each run once across instances by the service's job runner (docs/architecture.md "Scheduled
 * jobs"), each idempotent: the chores' period rollover (the chores screens also roll over when they load), the
 * maintenance reminders (an item is reminded about once per due day), the pet care reminders (once a day per care
 * item), the pantry's "expires tomorrow" alerts, the essentials' reminders and retried auto-reorders, and the
 * removal of photos no record has held for a day, and the key rotation: pets' fields and private notes' keys still
 * under a retired FIELD_ENCRYPTION_KEY moved under the current one (ADR 0022; a first run soon after every start).
 */
const ROUND_MS = 5 * 60_000;

runService({
  name: 'home',
  database: databaseOptions,
  createApp,
  jobs: (app) => [
    { name: 'chores-rollover', everyMs: ROUND_MS, run: () => app.rollOver() },
    { name: 'maintenance-reminders', everyMs: ROUND_MS, run: () => app.remindMaintenance() },
    { name: 'pet-care-reminders', everyMs: ROUND_MS, run: () => app.remindPetCare() },
    { name: 'pantry-expiry-alerts', everyMs: ROUND_MS, run: () => app.alertExpiringPantry() },
    { name: 'essentials-reminders', everyMs: ROUND_MS, run: () => app.runDueEssentials() },
    { name: 'orphan-files', everyMs: ORPHAN_SWEEP_EVERY_MS, run: () => app.sweepOrphanFiles() },
    { name: 'field-key-rotation', everyMs: 60 * 60_000, run: () => app.rotateFieldKeys() },
  ],
});
