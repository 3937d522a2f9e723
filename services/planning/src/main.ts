import { listen, loadSecrets, logger, servicePorts } from '@familyhub/server-kit';
import { createApp } from './app';
import { openPlanningDatabase } from './database';

async function main() {
  const { internalKey } = loadSecrets();
  const database = await openPlanningDatabase();
  const app = createApp({ db: database.db, internalKey });
  await listen(app, Number(process.env.PORT ?? servicePorts.planning), 'planning', () => database.close());
}

main().catch((err: unknown) => {
  logger.child({ service: 'planning' }).fatal({ err }, 'planning failed to start');
  process.exit(1);
});
