import { logger, runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { databaseOptions } from './database';

/** How often the chores' period rollover runs (the chores screens also roll over when they load). */
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
    };
    setInterval(round, ROLLOVER_MS).unref();
    return app;
  },
});
