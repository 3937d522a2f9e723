#!/usr/bin/env node
// Seeds the demo family through the gateway's public API, as people would: the admin signs up and adds
// the family, then every domain module in this folder adds its part of a believable fortnight.
// Run alone: `node scripts/seed/index.mjs [http://localhost:4200]`.
// `npm start` runs it so, in a child process, once per data directory (marker file `<FAMILYHUB_DATA_DIR>/demo-seeded`).
//
// A domain module is `scripts/seed/<domain>.mjs` exporting `async function seed(ctx)` and answering a short
// summary (a string) for the log. It must be safe to run again: seed an area only while it is empty.
// `ctx` holds:
//   api            a client signed in as the demo admin: `api.expectOk(method, path, body)`, `api.call(…)`
//   as(username)   a client signed in as another demo member (for messages, check-ins, …)
//   memberId(u)    the user id of a demo member by username ('demo', 'sam', 'mia', 'leo')
//   day(n)         'YYYY-MM-DD' of today + n days; at(n, 'HH:MM') the local instant as ISO 8601
//   weekdayOf(n), daysUntil('friday'), timeZone, listOf(answer, key), log(message)
// Planning runs first, then the other modules in name order. A failing module does not stop the others;
// the seed then fails as a whole so that the next start tries again (and skips what is already there).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SeedError, apiClient, listOf } from './lib/client.mjs';
import { at, day, daysUntil, timeZone, weekdayOf } from './lib/dates.mjs';
import { DEMO_PASSWORD, demoAccounts, seedFamily } from './lib/family.mjs';

export { DEMO_PASSWORD, demoAccounts, demoAdmin, demoMembers } from './lib/family.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The domain modules present, planning first. */
export function domainModules(dir = here) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mjs') && f !== 'index.mjs')
    .map((f) => f.slice(0, -'.mjs'.length))
    .sort((a, b) => (a === 'planning' ? -1 : b === 'planning' ? 1 : a.localeCompare(b)));
}

/**
 * Creates the Rivera family (admin `demo`, parent `sam`, children `mia` and `leo`) and every domain's demo
 * data. Safe to run again: an existing account is signed in to, existing members and data are kept.
 */
export async function seedDemoFamily({ baseUrl, log = () => {}, modules = domainModules() }) {
  const api = apiClient(baseUrl);
  const idOf = await seedFamily(api, log);

  const clients = new Map();
  const opened = [];
  async function as(username) {
    if (username === 'demo') return api;
    if (!clients.has(username)) {
      if (!demoAccounts.some((a) => a.username === username))
        throw new SeedError(`no demo member ${username}`);
      const client = apiClient(baseUrl);
      await client.expectOk('POST', '/api/auth/sign-in', { username, password: DEMO_PASSWORD });
      clients.set(username, client);
      opened.push(client);
    }
    return clients.get(username);
  }
  function memberId(username) {
    const id = idOf.get(username);
    if (id === undefined) throw new SeedError(`no demo member ${username}`);
    return id;
  }
  const ctx = { api, as, memberId, day, at, weekdayOf, daysUntil, timeZone, listOf, log };

  const summary = {};
  const failures = [];
  try {
    for (const name of modules) {
      try {
        const mod = await import(pathToFileURL(path.join(here, `${name}.mjs`)).href);
        summary[name] = (await mod.seed(ctx)) ?? 'done';
        log(`${name}: ${summary[name]}`);
      } catch (err) {
        failures.push(`${name}: ${err.message}`);
        log(`${name} failed: ${err.message}`);
      }
    }
  } finally {
    for (const client of [...opened, api]) await client.call('POST', '/api/auth/sign-out').catch(() => {});
  }
  if (failures.length > 0) throw new SeedError(`some demo data is missing (${failures.join('; ')})`);
  return { members: idOf.size, ...summary };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 4200}`;
  seedDemoFamily({ baseUrl, log: (m) => console.log(`seed: ${m}`) }).then(
    (r) => console.log(`seed: the Rivera family is ready (${r.members} members) at ${baseUrl}`),
    (err) => {
      console.error(`seed: ${err.message}`);
      process.exit(1);
    },
  );
}
