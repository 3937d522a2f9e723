import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@familyhub/server-kit';
import { schema, type PlanningSchema } from './schema';

export const databaseOptions = {
  schemaName: 'planning',
  schema,
  migrationsFolder: path.join(__dirname, 'migrations'),
};

export function openPlanningDatabase(url = process.env.DATABASE_URL): Promise<DatabaseHandle<PlanningSchema>> {
  return openDatabase({ ...databaseOptions, url });
}
