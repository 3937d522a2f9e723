import { logger, runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { databaseOptions } from './database';

/** How often the reminder round (missed doses) runs. */
const REMINDER_ROUND_MS = 60_000;

runService({
  name: 'wellness',
  database: databaseOptions,
  createApp(options) {
    const app = createApp(options);
    const round = () => {
      app.runReminders().catch((err: unknown) => {
        logger.child({ service: 'wellness' }).warn({ err }, 'the reminder round failed');
      });
    };
    setInterval(round, REMINDER_ROUND_MS).unref();
    return app;
  },
});
