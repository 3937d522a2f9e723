import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '../db';
import { pgliteTemplate } from './pglite-template';

/**
 * A fresh database for one test file: in-memory PGlite by default (started from an empty cluster's archive,
 * pglite-template.ts, rather than a new initdb); with DATABASE_URL a new
 * PostgreSQL database created for the file and dropped afterwards, so files never share rows.
 */
export async function createTestDatabase<S extends Record<string, unknown>>(
  options: Omit<OpenDatabaseOptions<S>, 'url' | 'pgliteDir'>,
): Promise<DatabaseHandle<S>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    return openDatabase({ ...options, pgliteDir: 'memory', pgliteLoadDataDir: await pgliteTemplate() });
  }
  const name = `fh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ ...options, url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * `createTestDatabase` with no migrations: for a test that makes its own tables by hand (a stand-in schema for a
 * server-kit helper), the schema `schemaName` created by the migrator as for a service.
 */
export async function createEmptyTestDatabase(schemaName: string): Promise<DatabaseHandle> {
  const empty = mkdtempSync(path.join(tmpdir(), 'fh-migrations-'));
  mkdirSync(path.join(empty, 'meta'));
  writeFileSync(
    path.join(empty, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  return createTestDatabase({ schemaName, schema: {}, migrationsFolder: empty });
}
