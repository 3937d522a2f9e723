import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@familyhub/server-kit';
import { schema, type MoneySchema } from './schema';

export const databaseOptions = {
  schemaName: 'money',
  schema,
  migrationsFolder: path.join(__dirname, 'migrations'),
};

export function openMoneyDatabase(url = process.env.DATABASE_URL): Promise<DatabaseHandle<MoneySchema>> {
  return openDatabase({ ...databaseOptions, url });
}
