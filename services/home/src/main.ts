import { logger, runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { databaseOptions } from './database';

/**
 * How often the jobs run: the chores' period rollover (the chores screens also roll over when they load), the
 * maintenance reminders (idempotent: an item is reminded about once per due day, whatever the instances), the
 * pantry's "expires tomorrow" alerts and the essentials' reminders and retried auto-reorders (each idempotent).
 */
const ROLLOVER_MS = 5 * 60_000;

runService({
  name: 'home',
  database: databaseOptions,
  createApp(options) {
    const app = createApp(options);
    const round = () => {
      app.rollOver().catch((err: unknown) => {
        logger.child({ service: 'home' }).warn({ err }, 'the chores rollover failed');
      });
      app.remindMaintenance().catch((err: unknown) => {
        logger.child({ service: 'home' }).warn({ err }, 'the maintenance reminders failed');
      });
      app.alertExpiringPantry().catch((err: unknown) => {
        logger.child({ service: 'home' }).warn({ err }, 'the pantry expiry alerts failed');
      });
      app.runDueEssentials().catch((err: unknown) => {
        logger.child({ service: 'home' }).warn({ err }, 'the essentials reminders failed');
      });
    };
    setInterval(round, ROLLOVER_MS).unref();
    return app;
  },
});
