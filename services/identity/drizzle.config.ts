import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// Paths from this file, so generation works from any working directory.
export default defineConfig({
  dialect: 'postgresql',
  schema: path.join(__dirname, 'src/schema.ts'),
  out: path.join(__dirname, 'src/migrations'),
  schemaFilter: ['identity'],
});
