import { randomBytes } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import type { Express } from 'express';
import { CALLER_HEADER, signCaller, type Caller } from '../caller';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '../db';

export const TEST_INTERNAL_KEY = 'test-internal-signing-key';

/**
 * A fresh database for one test file: in-memory PGlite by default; with DATABASE_URL a new
 * PostgreSQL database created for the file and dropped afterwards, so files never share rows.
 */
export async function createTestDatabase<S extends Record<string, unknown>>(
  options: Omit<OpenDatabaseOptions<S>, 'url' | 'pgliteDir'>,
): Promise<DatabaseHandle<S>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openDatabase({ ...options, pgliteDir: 'memory' });
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

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** supertest calls signed as the gateway would sign them, for `caller` (null = anonymous). */
export function signedClient(app: Express, caller: Caller | null, key = TEST_INTERNAL_KEY) {
  const call = (verb: Verb) => (path: string) =>
    request(app)
      [verb](path)
      .set(CALLER_HEADER, signCaller(key, { caller, method: verb.toUpperCase(), path, requestId: 'test' }));
  return { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') };
}
