import { logger, runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { databaseOptions } from './database';

/**
 * How often the jobs run: the chores' period rollover (the chores screens also roll over when they load) and the
 * maintenance reminders (idempotent: an item is reminded about once per due day, whatever the instances).
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
    };
    setInterval(round, ROLLOVER_MS).unref();
    return app;
  },
});
