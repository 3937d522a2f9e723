import { loadSecrets, runService } from '@familyhub/server-kit';
import { createApp } from './app';
import { renewalJob } from './billing/renewal-sweep';
import { databaseOptions } from './database';
import {
  digestJob,
  notificationDeliveriesJob,
  notificationSettingsFromEnv,
  telegramUpdatesJob,
} from './notifications';

runService({
  name: 'identity',
  database: databaseOptions,
  // The web push keys are generated once into .data/secrets.json like the other secrets (or come from VAPID_*).
  createApp: (options) =>
    createApp({ ...options, notifications: notificationSettingsFromEnv(process.env, loadSecrets()) }),
  jobs: (app) => [
    renewalJob(() => app.renewDue()),
    notificationDeliveriesJob(() => app.sendNotifications()),
    digestJob(() => app.runDigest()),
    // Only with TELEGRAM_BOT_TOKEN: members link their chat by pressing Start in the bot.
    ...(app.readTelegramUpdates ? [telegramUpdatesJob(app.readTelegramUpdates)] : []),
  ],
});
