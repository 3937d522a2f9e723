import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@familyhub/server-kit';
import { schema, type HomeSchema } from './schema';

export const databaseOptions = {
  schemaName: 'home',
  schema,
  migrationsFolder: path.join(__dirname, 'migrations'),
};

export function openHomeDatabase(url = process.env.DATABASE_URL): Promise<DatabaseHandle<HomeSchema>> {
  return openDatabase({ ...databaseOptions, url });
}
