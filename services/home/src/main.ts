import { listen, loadSecrets, logger, servicePorts } from '@familyhub/server-kit';
import { createApp } from './app';
import { openHomeDatabase } from './database';

async function main() {
  const { internalKey } = loadSecrets();
  const database = await openHomeDatabase();
  const app = createApp({ db: database.db, internalKey });
  await listen(app, Number(process.env.PORT ?? servicePorts.home), 'home', () => database.close());
}

main().catch((err: unknown) => {
  logger.child({ service: 'home' }).fatal({ err }, 'home failed to start');
  process.exit(1);
});
