import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createFieldCipher } from '../crypto/field-cipher';
import { protectedFields } from '../crypto/protected-fields';
import { createServiceApp } from '../service';
import { signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from '../testing/signed-client';
import { openDatabase, type DatabaseHandle } from '../db';
import { childrenFirst, deleteFamilyRows, exportFamilyRows, familyTables } from './family-data';
import { familyDataRouter } from './family-data.router';

// A stand-in "planning" schema: a parent table, a child that references it without cascade (so order matters),
// a table with an encrypted field from the registry, and a table that is not family-owned.
const SCHEMA = 'planning';
const cipher = createFieldCipher(TEST_FIELD_KEY);
const { scope } = protectedFields.emergencyContacts;
let database: DatabaseHandle;

beforeAll(async () => {
  // No migrations: the tables below are made by hand.
  const empty = mkdtempSync(path.join(tmpdir(), 'fh-migrations-'));
  mkdirSync(path.join(empty, 'meta'));
  writeFileSync(
    path.join(empty, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  database = await openDatabase({
    schemaName: SCHEMA,
    schema: {},
    migrationsFolder: empty,
    pgliteDir: 'memory',
  });
  const { db } = database;
  await db.execute(sql.raw(`create schema if not exists planning`));
  await db.execute(
    sql.raw(
      `create table planning.events (id serial primary key, family_id integer not null, title text not null)`,
    ),
  );
  await db.execute(
    sql.raw(`create table planning.carpools (id serial primary key, family_id integer not null,
      event_id integer not null references planning.events(id), driver text)`),
  );
  await db.execute(
    sql.raw(
      `create table planning.emergency_contacts (id serial primary key, family_id integer not null, name text, phone_number text)`,
    ),
  );
  await db.execute(sql.raw(`create table planning.settings (id serial primary key, value text)`));
  await db.execute(
    sql.raw(
      `create table planning.feeds (id serial primary key, family_id integer not null, token_hash text not null)`,
    ),
  );
  await db.execute(sql.raw(`insert into planning.feeds (family_id, token_hash) values (1, 'abc123')`));
  await db.execute(
    sql.raw(`insert into planning.events (family_id, title) values (1, 'Swim'), (2, 'Other family party')`),
  );
  await db.execute(
    sql.raw(
      `insert into planning.carpools (family_id, event_id, driver) values (1, 1, 'Alex'), (2, 2, 'Stranger')`,
    ),
  );
  await db.execute(
    sql`insert into planning.emergency_contacts (family_id, name, phone_number)
        values (1, 'Grandma', ${cipher.encrypt('555-0100', `${scope}.phoneNumber|family:1`)})`,
  );
  await db.execute(sql.raw(`insert into planning.settings (value) values ('global')`));
}, 120_000);
afterAll(() => database.close());

describe('family data helpers', () => {
  it('finds only the tables with a family_id column', async () => {
    expect(await familyTables(database.db, SCHEMA)).toEqual([
      'carpools',
      'emergency_contacts',
      'events',
      'feeds',
    ]);
  });

  it('orders children before the tables they reference', () => {
    expect(childrenFirst(['events', 'carpools'], [{ child: 'carpools', parent: 'events' }])).toEqual([
      'carpools',
      'events',
    ]);
  });

  it("exports one family's rows of every table, with encrypted fields opened", async () => {
    const rows = await exportFamilyRows(database.db, SCHEMA, 1, cipher);
    expect(rows.events).toEqual([{ id: 1, family_id: 1, title: 'Swim' }]);
    expect(rows.carpools).toEqual([{ id: 1, family_id: 1, event_id: 1, driver: 'Alex' }]);
    expect(rows.emergency_contacts).toEqual([
      { id: 1, family_id: 1, name: 'Grandma', phone_number: '555-0100' },
    ]);
    expect(JSON.stringify(rows)).not.toContain('Other family party');
    // Credentials (hashes of tokens and passwords, secrets) never leave the service.
    expect(rows.feeds).toEqual([{ id: 1, family_id: 1 }]);
    expect(rows).not.toHaveProperty('settings');
  });

  it('serves the export and the deletion to a signed caller of the same family only', async () => {
    const app = createServiceApp({
      name: 'planning',
      internalKey: TEST_INTERNAL_KEY,
      routes: (a) => a.use(familyDataRouter({ db: database.db, schemaName: SCHEMA, cipher })),
    });
    const admin = { userId: 1, familyId: 1, role: 'admin' as const, plan: 'annual' as const };
    const exported = await signedClient(app, admin).get('/internal/export').expect(200);
    expect(exported.body.tables.events).toEqual([{ id: 1, family_id: 1, title: 'Swim' }]);
    await signedClient(app, null).get('/internal/export').expect(401);
    await signedClient(app, admin).delete('/internal/families/2').expect(403);
    await signedClient(app, { ...admin, role: 'parent' })
      .delete('/internal/families/1')
      .expect(403);
  });

  it('leaves member-private tables to the service, which exports the caller’s own rows only', async () => {
    const app = createServiceApp({
      name: 'planning',
      internalKey: TEST_INTERNAL_KEY,
      routes: (a) =>
        a.use(
          familyDataRouter({
            db: database.db,
            schemaName: SCHEMA,
            cipher,
            privateRows: {
              tables: ['emergency_contacts'],
              exportOwn: async (caller) => ({ emergency_contacts: [{ owner_id: caller.userId }] }),
            },
          }),
        ),
    });
    const member = { userId: 4, familyId: 1, role: 'parent' as const, plan: 'annual' as const };
    const { tables } = (await signedClient(app, member).get('/internal/export').expect(200)).body;
    expect(tables.emergency_contacts).toEqual([{ owner_id: 4 }]);
    expect(JSON.stringify(tables)).not.toContain('Grandma');
    expect(tables.events).toEqual([{ id: 1, family_id: 1, title: 'Swim' }]);
  });

  it("exports only the stored files the service's private rows let the caller have", async () => {
    const stored = [
      { url: '/api/planning/files/family-photo', name: 'family.jpg' },
      { url: '/api/planning/files/kids-chat-photo', name: 'kids.jpg' },
    ];
    const app = createServiceApp({
      name: 'planning',
      internalKey: TEST_INTERNAL_KEY,
      routes: (a) =>
        a.use(
          familyDataRouter({
            db: database.db,
            schemaName: SCHEMA,
            files: {
              exportContents: async (_familyId, only) => stored.filter((file) => only?.(file.url) ?? true),
              deleteFamily: async () => 0,
            },
            privateRows: {
              tables: [],
              exportOwn: async () => ({}),
              ownFiles: async (caller) => (url) => caller.userId === 3 || !url.includes('kids'),
            },
          }),
        ),
    });
    const parent = { userId: 2, familyId: 1, role: 'parent' as const, plan: 'annual' as const };
    const child = { ...parent, userId: 3, role: 'child' as const };
    const forParent = (await signedClient(app, parent).get('/internal/export').expect(200)).body;
    expect(forParent.tables.file_contents).toEqual([stored[0]]);
    const forChild = (await signedClient(app, child).get('/internal/export').expect(200)).body;
    expect(forChild.tables.file_contents).toEqual(stored);
  });

  it('answers a member removal for a domain with nothing to forget, to the admin or the member only', async () => {
    const app = createServiceApp({
      name: 'school',
      internalKey: TEST_INTERNAL_KEY,
      routes: (a) => a.use(familyDataRouter({ db: database.db, schemaName: SCHEMA })),
    });
    const admin = { userId: 1, familyId: 1, role: 'admin' as const, plan: 'annual' as const };
    const child = { userId: 7, familyId: 1, role: 'child' as const, plan: 'annual' as const };
    expect((await signedClient(app, admin).post('/internal/members/7/removed').expect(200)).body).toEqual({
      memberId: 7,
      changed: {},
    });
    expect((await signedClient(app, child).post('/internal/members/7/removed').expect(200)).body).toEqual({
      memberId: 7,
      changed: {},
    });
    await signedClient(app, { ...child, role: 'parent' })
      .post('/internal/members/8/removed')
      .expect(403);
    await signedClient(app, null).post('/internal/members/7/removed').expect(401);
  });

  it("deletes one family's rows children first and leaves the other family's", async () => {
    const deleted = await deleteFamilyRows(database.db, SCHEMA, 1);
    expect(deleted).toEqual({ carpools: 1, emergency_contacts: 1, events: 1, feeds: 1 });
    const left = await exportFamilyRows(database.db, SCHEMA, 2);
    expect(left.events).toEqual([{ id: 2, family_id: 2, title: 'Other family party' }]);
    expect(left.carpools).toHaveLength(1);
    expect(await exportFamilyRows(database.db, SCHEMA, 1)).toEqual({
      carpools: [],
      emergency_contacts: [],
      events: [],
      feeds: [],
    });
  });
});
