import { listen, loadSecrets, logger, servicePorts } from '@familyhub/server-kit';
import { createApp } from './app';
import { openSchoolDatabase } from './database';

async function main() {
  const { internalKey } = loadSecrets();
  const database = await openSchoolDatabase();
  const app = createApp({ db: database.db, internalKey });
  await listen(app, Number(process.env.PORT ?? servicePorts.school), 'school', () => database.close());
}

main().catch((err: unknown) => {
  logger.child({ service: 'school' }).fatal({ err }, 'school failed to start');
  process.exit(1);
});
