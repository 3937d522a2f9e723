import { listen, loadSecrets, logger, servicePorts } from '@familyhub/server-kit';
import { createApp } from './app';
import { openWellnessDatabase } from './database';

async function main() {
  const { internalKey } = loadSecrets();
  const database = await openWellnessDatabase();
  const app = createApp({ db: database.db, internalKey });
  await listen(app, Number(process.env.PORT ?? servicePorts.wellness), 'wellness', () => database.close());
}

main().catch((err: unknown) => {
  logger.child({ service: 'wellness' }).fatal({ err }, 'wellness failed to start');
  process.exit(1);
});
