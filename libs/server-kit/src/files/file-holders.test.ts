import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { integer, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { openDatabase, type DatabaseHandle } from '../db';
import { urlsHeldBy, type FileHolder } from './file-holders';

const SCHEMA = 'fileholderstest';
const schema = pgSchema(SCHEMA);
const pets = schema.table('pets', {
  id: serial('id').primaryKey(),
  familyId: integer('family_id').notNull(),
  imageUrl: text('image_url'),
});
const recipes = schema.table('recipes', {
  id: serial('id').primaryKey(),
  familyId: integer('family_id').notNull(),
  imageUrl: text('image_url'),
});
const holders: FileHolder[] = [
  { table: pets, url: pets.imageUrl, familyId: pets.familyId },
  { table: recipes, url: recipes.imageUrl, familyId: recipes.familyId },
];

let database: DatabaseHandle;
let migrations: string;
beforeAll(async () => {
  migrations = mkdtempSync(path.join(tmpdir(), 'fh-migrations-'));
  mkdirSync(path.join(migrations, 'meta'));
  writeFileSync(
    path.join(migrations, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  database = await openDatabase({
    schemaName: SCHEMA,
    schema: {},
    migrationsFolder: migrations,
    pgliteDir: 'memory',
  });
  for (const table of ['pets', 'recipes']) {
    await database.db.execute(
      sql.raw(
        `create table ${SCHEMA}.${table} (id serial primary key, family_id integer not null, image_url text)`,
      ),
    );
  }
  await database.db.insert(pets).values([
    { familyId: 1, imageUrl: '/f/a' },
    { familyId: 2, imageUrl: '/f/b' },
    { familyId: 1, imageUrl: null },
  ]);
  await database.db.insert(recipes).values({ familyId: 1, imageUrl: '/f/c' });
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(migrations, { recursive: true, force: true });
});

describe('urlsHeldBy', () => {
  it('finds the URLs any holder holds, across families for the orphan sweep', async () => {
    const held = await urlsHeldBy(database.db, holders, ['/f/a', '/f/b', '/f/c', '/f/unheld']);
    expect([...held].sort()).toEqual(['/f/a', '/f/b', '/f/c']);
  });

  it("in one family's rows only for a read check", async () => {
    expect([...(await urlsHeldBy(database.db, holders, ['/f/a', '/f/b', '/f/c'], 1))].sort()).toEqual([
      '/f/a',
      '/f/c',
    ]);
    expect([...(await urlsHeldBy(database.db, holders, ['/f/a'], 2))]).toEqual([]);
    expect(await urlsHeldBy(database.db, holders, [])).toEqual(new Set());
  });
});
