// The chores page as a family's chore history grows (issue #13: the chores page for a family with 500 chores and
// 20,000 assignments, p95 ≤ 50 ms). It runs the home service alone on an in-memory PGlite (or DATABASE_URL) and calls
// it over HTTP as the gateway would (signed caller), so the figure is the service's own cost. The rows are written
// with SQL (what most of a year of weekly chores leaves behind); each listing also runs the period rollover check.
process.env.LOG_LEVEL ??= 'warn';
import { sql } from 'drizzle-orm';
import { startServiceAlone } from './lib/service-alone.mjs';
import { load } from './lib/stats.mjs';
import { homeMealsBench } from './home-meals.mjs';

const FAMILY = 1;
const caller = { userId: 1, familyId: FAMILY, role: 'admin', plan: 'annual' };
// The family as the directory stand-in answers it: two parents, two children, no quiet hours.
const MEMBERS = [1, 2, 3, 4].map((id) => ({
  id,
  name: `Member ${id}`,
  role: id <= 2 ? 'parent' : 'child',
  canViewFinances: false,
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
}));

const FOODS = [
  'Apples',
  'Bananas',
  'Basil',
  'Beans',
  'Beef mince',
  'Biscuits',
  'Bread',
  'Broccoli',
  'Butter',
  'Carrots',
  'Cheddar',
  'Chickpeas',
  'Chicken thighs',
  'Chocolate',
  'Coffee',
  'Cornflakes',
  'Couscous',
  'Cream',
  'Eggs',
  'Flour',
  'Garlic',
  'Ginger',
  'Honey',
  'Jam',
  'Ketchup',
  'Lentils',
  'Lemons',
  'Milk',
  'Mustard',
  'Noodles',
  'Oats',
  'Olive oil',
  'Onions',
  'Oranges',
  'Paprika',
  'Pasta',
  'Peas',
  'Pepper',
  'Potatoes',
  'Rice',
  'Salmon',
  'Salt',
  'Spinach',
  'Sugar',
  'Tea',
  'Tomatoes',
  'Tuna',
  'Vinegar',
  'Walnuts',
  'Yoghurt',
];

/**
 * The pantry at 10,000 items in one family (issue #14: a first page and a search answer with p95 ≤ 50 ms). The
 * search is a prefix of the name on the btree `(family_id, lower(name) collate "C", id)`: pg_trgm ships with
 * PGlite as an extension but is not loaded by the platform's embedded database, so a substring search would scan.
 */
async function pantryBench({ db, call, engine }) {
  await db.execute(sql`
    insert into home.pantry_items (family_id, name, category, quantity, unit, location, expiry_date,
      min_quantity, last_purchased, created_by_id)
    select ${FAMILY}, (${sql.raw(`array[${FOODS.map((f) => `'${f}'`).join(',')}]`)})[1 + g % ${FOODS.length}] || ' ' || g,
      'other', 1 + g % 7, 'pieces', case when g % 3 = 0 then 'fridge' else 'pantry' end,
      current_date + (g % 400) - 30, case when g % 10 = 0 then 3 else null end, current_date - (g % 30), 1
    from generate_series(1, 10000) g`);
  await db.execute(sql`analyze home.pantry_items`);
  const explained = await db.execute(
    sql.raw(`explain select * from home.pantry_items where family_id = ${FAMILY}
      and lower(name) collate "C" >= 'tom' and lower(name) collate "C" < 'tom' || chr(1114111)
      order by lower(name) collate "C", id limit 51`),
  );
  const plan = (explained.rows ?? explained).map((r) => r['QUERY PLAN']).join(' ');
  const index = /Index (?:Only )?Scan using (\w+)/.exec(plan)?.[1] ?? 'none (sequential scan)';
  const first = await call('GET', '/api/pantry-items');
  if (first.items.length !== 50) throw new Error(`expected a page of 50, got ${first.items.length}`);
  const tomatoes = await call('GET', '/api/pantry-items?q=tom');
  if (!tomatoes.items.every((i) => i.name.startsWith('Tomatoes')))
    throw new Error('the search found other names');
  const paths = {
    'first page (by name)': '/api/pantry-items',
    'next page (cursor)': `/api/pantry-items?cursor=${first.nextCursor}`,
    'search "tom"': '/api/pantry-items?q=tom',
    'search "c" (wide)': '/api/pantry-items?q=c',
    'search, no match': '/api/pantry-items?q=zzz',
    'Expiring soon': '/api/pantry-items?filter=expiring',
    Expired: '/api/pantry-items?filter=expired',
    'Low stock': '/api/pantry-items?filter=low',
    'tab counts': '/api/pantry-items/counts',
  };
  const table = {};
  for (const [name, path] of Object.entries(paths)) {
    await load(() => call('GET', path), { total: 30, concurrency: 4 }); // warm-up
    table[`${name}, one at a time`] = await load(() => call('GET', path), { total: 100, concurrency: 1 });
    table[`${name}, 4 at once`] = await load(() => call('GET', path), { total: 200, concurrency: 4 });
  }
  console.log(
    `\nHome: the /pantry page's calls (10,000 items in one family; the service over HTTP, ${engine})`,
  );
  console.table(table);
  console.log(`Search plan: ${index}. Budget (issue #14): p95 ≤ 50 ms for a page and a search.`);
}

export async function homeBench() {
  const service = await startServiceAlone('home', caller, {
    members: async () => MEMBERS,
    alerts: { raise: async () => ({ alerts: [] }), clear: async () => ({ cleared: 0 }) },
  });
  const { db, engine, call } = service;
  try {
    // 500 weekly chores rotating over the two children, and 40 past weeks of turns each: 20,000 assignments,
    // most verified (what most of a year of chores leaves behind), the current week's still to do.
    await db.execute(sql`
      insert into home.chores (family_id, title, points, frequency, assignee_ids, created_by_id)
      select ${FAMILY}, 'Chore ' || g, 10, 'weekly', array[3, 4], 1 from generate_series(1, 500) g`);
    await db.execute(sql`
      insert into home.chore_assignments (family_id, chore_id, assigned_to_id, start_date, end_date, status,
        verified_by_id, points_awarded)
      select ${FAMILY}, c.id, case when (c.id + w) % 2 = 0 then 3 else 4 end,
        date_trunc('week', current_date)::date - 7 * w, date_trunc('week', current_date)::date - 7 * w + 6,
        case when w = 0 then 'assigned' else 'verified' end, case when w = 0 then null else 1 end,
        case when w = 0 then null else 10 end
      from home.chores c cross join generate_series(0, 39) w`);
    // The statistics PostgreSQL's autovacuum would gather after such a load (PGlite runs no autovacuum).
    await db.execute(sql`analyze home.chores`);
    await db.execute(sql`analyze home.chore_assignments`);
    const count = await db.execute(sql`select count(*)::int as n from home.chore_assignments`);
    const rows = count.rows ?? count;
    if (rows[0].n !== 20000) throw new Error(`expected 20,000 assignments, got ${rows[0].n}`);
    const paths = {
      'My Chores (first page)': '/api/chore-assignments?assignedToId=3',
      'All Chores (first page)': '/api/chore-assignments',
      'status counts': '/api/chore-assignments/summary?assignedToId=3',
      'Manage (chores, first page)': '/api/chores',
      'points card': '/api/points',
    };
    const first = await call('GET', paths['All Chores (first page)']);
    if (first.items.length !== 50) throw new Error(`expected a page of 50, got ${first.items.length}`);
    const table = {};
    for (const [name, path] of Object.entries(paths)) {
      await load(() => call('GET', path), { total: 30, concurrency: 4 }); // warm-up
      table[`${name}, one at a time`] = await load(() => call('GET', path), { total: 100, concurrency: 1 });
      table[`${name}, 4 at once`] = await load(() => call('GET', path), { total: 200, concurrency: 4 });
    }
    console.log(
      `\nHome: the /chores page's calls (500 chores, 20,000 assignments in one family; the service over HTTP, ${engine})`,
    );
    console.table(table);
    console.log('Budget (issue #13): p95 ≤ 50 ms.');
    await upkeepBench({ db, engine, call });
    await pantryBench({ db, call, engine });
  } finally {
    await service.stop();
  }
  await homeMealsBench();
}

/**
 * Maintenance and pets (issue #14): 500 maintenance items with 20,000 history entries (40 Mark Dones each), and 30
 * pets with 10 daily care items each and 30 days of Done today (9,000 entries): the first page of each list.
 */
async function upkeepBench({ db, engine, call }) {
  await db.execute(sql`
    insert into home.maintenance_items (family_id, name, category, frequency, next_due, created_by_id)
    select ${FAMILY}, 'Item ' || g, (array['plumbing', 'garden', 'safety', 'exterior'])[1 + g % 4], 'monthly',
      current_date + (g % 90), 1 from generate_series(1, 500) g`);
  await db.execute(sql`
    insert into home.maintenance_logs (family_id, item_id, item_name, category, completed_on, completed_by_id,
      cost_cents)
    select ${FAMILY}, i.id, i.name, i.category, current_date - 7 * w - (i.id % 7), 1 + (i.id + w) % 4, 1000 + w
    from home.maintenance_items i cross join generate_series(1, 40) w where i.family_id = ${FAMILY}`);
  await db.execute(sql`
    insert into home.pets (family_id, name, type, created_by_id)
    select ${FAMILY}, 'Pet ' || lpad(g::text, 2, '0'), 'dog', 1 from generate_series(1, 30) g`);
  await db.execute(sql`
    insert into home.pet_care_items (family_id, pet_id, name, frequency, time, next_due, created_by_id)
    select ${FAMILY}, p.id, 'Care ' || c, 'daily', lpad((6 + c)::text, 2, '0') || ':00', current_date, 1
    from home.pets p cross join generate_series(1, 10) c where p.family_id = ${FAMILY}`);
  await db.execute(sql`
    insert into home.pet_care_logs (family_id, care_item_id, day, done_by_id, previous_next_due)
    select ${FAMILY}, ci.id, current_date - d, 3, current_date - d
    from home.pet_care_items ci cross join generate_series(1, 30) d where ci.family_id = ${FAMILY}`);
  for (const table of ['maintenance_items', 'maintenance_logs', 'pets', 'pet_care_items', 'pet_care_logs']) {
    await db.execute(sql.raw(`analyze home.${table}`));
  }
  const paths = {
    'Maintenance (first page)': '/api/maintenance-items',
    'Maintenance History (first page, with totals)': '/api/maintenance-items/history',
    'Maintenance History (one category)': '/api/maintenance-items/history?category=garden',
    'Pet Care (first page: 20 pets, their care)': '/api/pets',
    'Pet Center card (care today)': '/api/pets/care-today',
  };
  const history = await call('GET', paths['Maintenance History (first page, with totals)']);
  if (history.totals.count !== 20000) throw new Error(`expected 20,000 entries, got ${history.totals.count}`);
  const table = {};
  for (const [name, path] of Object.entries(paths)) {
    await load(() => call('GET', path), { total: 30, concurrency: 4 }); // warm-up
    table[`${name}, one at a time`] = await load(() => call('GET', path), { total: 100, concurrency: 1 });
    table[`${name}, 4 at once`] = await load(() => call('GET', path), { total: 200, concurrency: 4 });
  }
  console.log(
    `\nHome: /maintenance, /maintenance/history and /pets (500 items, 20,000 history entries, 30 pets with 300 care items and 9,000 Done entries; ${engine})`,
  );
  console.table(table);
}

if (import.meta.url === `file://${process.argv[1]}`) await homeBench();
