// Runs `drizzle-kit generate` for every service that has a drizzle.config.ts.
// Extra arguments go to drizzle-kit, e.g. `npm run db:generate -- --name add_chores`.
//
// drizzle's migrator creates the service's schema itself (it keeps its journal table there) before it
// applies the first migration, so a generated `CREATE SCHEMA "x";` would fail with "already exists":
// each new migration's CREATE SCHEMA is rewritten to CREATE SCHEMA IF NOT EXISTS.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const servicesDir = path.join(root, 'services');
const extraArgs = process.argv.slice(2).filter((arg) => arg !== '--');
const drizzleKit = path.join(root, 'node_modules', '.bin', 'drizzle-kit');

function makeSchemaCreationIdempotent(migrationsDir) {
  if (!existsSync(migrationsDir)) return;
  for (const file of readdirSync(migrationsDir)) {
    if (!file.endsWith('.sql')) continue;
    const full = path.join(migrationsDir, file);
    const sql = readFileSync(full, 'utf8');
    const fixed = sql.replace(/CREATE SCHEMA "/g, 'CREATE SCHEMA IF NOT EXISTS "');
    if (fixed !== sql) writeFileSync(full, fixed);
  }
}

let failed = false;
for (const name of readdirSync(servicesDir).sort()) {
  const config = path.join(servicesDir, name, 'drizzle.config.ts');
  if (!existsSync(config)) continue;
  process.stdout.write(`\n== ${name}\n`);
  const result = spawnSync(drizzleKit, ['generate', '--config', config, ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed = true;
    process.stderr.write(`drizzle-kit generate failed for ${name}\n`);
    continue;
  }
  makeSchemaCreationIdempotent(path.join(servicesDir, name, 'src', 'migrations'));
}
process.exit(failed ? 1 : 0);
