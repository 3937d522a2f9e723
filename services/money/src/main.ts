import { listen, loadSecrets, logger, servicePorts } from '@familyhub/server-kit';
import { createApp } from './app';
import { openMoneyDatabase } from './database';

async function main() {
  const { internalKey } = loadSecrets();
  const database = await openMoneyDatabase();
  const app = createApp({ db: database.db, internalKey });
  await listen(app, Number(process.env.PORT ?? servicePorts.money), 'money', () => database.close());
}

main().catch((err: unknown) => {
  logger.child({ service: 'money' }).fatal({ err }, 'money failed to start');
  process.exit(1);
});
