import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@familyhub/server-kit';
import { schema, type IdentitySchema } from './schema';

export const databaseOptions = {
  schemaName: 'identity',
  schema,
  migrationsFolder: path.join(__dirname, 'migrations'),
};

export function openIdentityDatabase(url = process.env.DATABASE_URL): Promise<DatabaseHandle<IdentitySchema>> {
  return openDatabase({ ...databaseOptions, url });
}
