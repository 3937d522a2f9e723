// A PostgreSQL database of a bench's own on the server at `adminUrl` (created now, dropped by drop()), so a bench
// on PostgreSQL never touches another run's data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** @returns {Promise<{ url: string, drop(): Promise<void> }>} */
export async function throwawayDatabase(adminUrl, prefix = 'fh_bench') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
