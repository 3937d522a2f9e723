import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit wants paths relative to the working directory (an absolute "out" breaks its snapshot
// lookup), so they are made relative from wherever it runs.
const here = (file: string) => path.relative(process.cwd(), path.join(__dirname, file));

export default defineConfig({
  dialect: 'postgresql',
  // Tables live in feature folders as <feature>.table.ts files; src/schema.ts only re-exports them.
  schema: [here('src/schema.ts'), here('src/**/*.table.ts')],
  out: here('src/migrations'),
  schemaFilter: ['planning'],
});
