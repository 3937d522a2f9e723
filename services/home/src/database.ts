import path from 'node:path';
import * as schema from './schema';

/** The schema this service owns and its committed migrations (applied at start by `runService`). */
export const databaseOptions = {
  schemaName: 'home',
  schema,
  migrationsFolder: path.join(__dirname, 'migrations'),
};
