import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { dataDir } from './secrets';

export type Database<S extends Record<string, unknown> = Record<string, unknown>> = PgDatabase<
  PgQueryResultHKT,
  S
>;

export interface DatabaseHandle<S extends Record<string, unknown> = Record<string, unknown>> {
  db: Database<S>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions<S extends Record<string, unknown>> {
  /** The Postgres schema this service owns; its migrations journal lives there too. */
  schemaName: string;
  schema: S;
  /** drizzle-kit's output folder (committed SQL). */
  migrationsFolder: string;
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite directory; `memory` for a throw-away database. Default: .data/pglite/<schemaName>. */
  pgliteDir?: string | 'memory';
}

/** Opens the service's database and applies its committed migrations. */
export async function openDatabase<S extends Record<string, unknown>>(
  options: OpenDatabaseOptions<S>,
): Promise<DatabaseHandle<S>> {
  const migrationConfig = {
    migrationsFolder: options.migrationsFolder,
    migrationsSchema: options.schemaName,
    migrationsTable: '__drizzle_migrations',
  };
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    const db = drizzlePg(pool, { schema: options.schema });
    await migratePg(db, migrationConfig);
    return { db: db as unknown as Database<S>, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.pgliteDir === 'memory') {
    client = new PGlite();
  } else {
    const dir = options.pgliteDir ?? path.join(dataDir(), 'pglite', options.schemaName);
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema: options.schema });
  await migratePglite(db, migrationConfig);
  return { db: db as unknown as Database<S>, kind: 'pglite', close: () => client.close() };
}

/** True when Postgres rejected a row for a unique constraint. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
