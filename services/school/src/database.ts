import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@familyhub/server-kit';
import { schema, type SchoolSchema } from './schema';

export const databaseOptions = {
  schemaName: 'school',
  schema,
  migrationsFolder: path.join(__dirname, 'migrations'),
};

export function openSchoolDatabase(url = process.env.DATABASE_URL): Promise<DatabaseHandle<SchoolSchema>> {
  return openDatabase({ ...databaseOptions, url });
}
