import { listen, loadSecrets, logger, servicePorts } from '@familyhub/server-kit';
import { createApp } from './app';
import { openIdentityDatabase } from './database';

async function main() {
  const { internalKey } = loadSecrets();
  const database = await openIdentityDatabase();
  const app = createApp({ db: database.db, internalKey });
  await listen(app, Number(process.env.PORT ?? servicePorts.identity), 'identity', () => database.close());
}

main().catch((err: unknown) => {
  logger.child({ service: 'identity' }).fatal({ err }, 'identity failed to start');
  process.exit(1);
});
