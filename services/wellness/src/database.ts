import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@familyhub/server-kit';
import { schema, type WellnessSchema } from './schema';

export const databaseOptions = {
  schemaName: 'wellness',
  schema,
  migrationsFolder: path.join(__dirname, 'migrations'),
};

export function openWellnessDatabase(url = process.env.DATABASE_URL): Promise<DatabaseHandle<WellnessSchema>> {
  return openDatabase({ ...databaseOptions, url });
}
