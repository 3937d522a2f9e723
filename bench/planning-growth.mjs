// Planning's lists at the size issue #16 names: a family with 100,000 tasks (and another family with as many, so
// the family filter is exercised) must answer the first page p95 ≤ 50 ms; the deepest page, by cursor, costs the
// same. The shopping list and the messages are read at 10,000 each too, and (issue #32) a group thread of 10,000
// messages, the member's conversations and a search across them. Planning runs alone (in-memory PGlite, or
// DATABASE_URL) and is called over HTTP as the gateway would; bench/api.mjs has the gateway's hop.
import { sql } from 'drizzle-orm';
import { startServiceAlone } from './lib/service-alone.mjs';
import { load } from './lib/stats.mjs';

process.env.LOG_LEVEL ??= 'warn';

const FAMILY = 1;
const OTHER_FAMILY = 2;
const TASKS = 100_000;
const OTHERS = 10_000;
const GOAL_P95_MS = 50;
const GROUPS = 40;
const caller = { userId: 1, familyId: FAMILY, role: 'admin', plan: 'annual' };

/** The cursor the list hands out after its first `count` rows, walked 200 at a time. */
async function cursorAfter(call, path, count) {
  let cursor = '';
  for (let skipped = 0; skipped < count;) {
    const limit = Math.min(200, count - skipped);
    const page = await call('GET', `${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = page.nextCursor;
    skipped += page.items.length;
  }
  return cursor;
}

export async function planningGrowthBench() {
  const planning = await startServiceAlone('planning', caller);
  const { db, engine, call } = planning;
  try {
    const started = performance.now();
    for (const family of [FAMILY, OTHER_FAMILY]) {
      await db.execute(sql`
        insert into planning.tasks (family_id, title, priority, completed, created_by_id)
        select ${family}, 'Task ' || g, (array['low','medium','high'])[1 + g % 3], g % 4 = 0, 1
        from generate_series(1, ${TASKS}) g`);
    }
    await db.execute(sql`
      insert into planning.shopping_items (family_id, name, completed, added_by_id)
      select ${FAMILY}, 'Item ' || g, g % 3 = 0, 1 from generate_series(1, ${OTHERS}) g`);
    await db.execute(sql`
      insert into planning.messages (family_id, sender_id, content)
      select ${FAMILY}, 1 + g % 4, 'Message ' || g from generate_series(1, ${OTHERS}) g`);
    // Issue #32: a group thread of 10,000 messages among 40 conversations the member is in, with read marks.
    await db.execute(sql`
      insert into planning.message_groups (family_id, name, created_by_id)
      select ${FAMILY}, 'Group ' || g, 1 from generate_series(1, ${GROUPS}) g`);
    await db.execute(sql`
      insert into planning.message_group_members (group_id, user_id, family_id, last_read_message_id)
      select g.id, m, ${FAMILY}, 0 from planning.message_groups g, generate_series(1, 4) m
      where g.family_id = ${FAMILY}`);
    await db.execute(sql`
      insert into planning.group_messages (family_id, group_id, sender_id, content)
      select ${FAMILY}, (select min(id) from planning.message_groups where family_id = ${FAMILY}), 1 + g % 4,
        'Group message ' || g || case when g % 1000 = 0 then ' about the zoo trip' else '' end
      from generate_series(1, ${OTHERS}) g`);
    await db.execute(sql`
      update planning.message_groups g set last_message_id = (
        select max(id) from planning.group_messages gm where gm.group_id = g.id)
      where g.family_id = ${FAMILY}`);
    await db.execute(sql`
      update planning.message_group_members mem set unread_count = (
        select count(*) from planning.group_messages gm
        where gm.group_id = mem.group_id and gm.sender_id <> mem.user_id)
      where mem.family_id = ${FAMILY}`);
    await db.execute(sql`analyze`);
    console.log(
      `\nGrowth: planning's lists at ${TASKS.toLocaleString('en')} tasks (×2 families), ` +
        `${OTHERS.toLocaleString('en')} shopping items and messages (${engine}, service alone; ` +
        `filled in ${Math.round(performance.now() - started)} ms); goal: first page p95 ≤ ${GOAL_P95_MS} ms`,
    );

    const rows = {};
    const measure = async (label, path) => {
      const result = await load(() => call('GET', path), { total: 200, concurrency: 4 });
      rows[label] = {
        p50: result.p50,
        p95: result.p95,
        perSecond: result.perSecond,
        goal: result.p95 <= GOAL_P95_MS ? 'met' : 'MISSED',
      };
    };
    await measure('tasks: first 25 (the /tasks screen)', '/api/tasks?limit=25');
    await measure('tasks: first 50', '/api/tasks');
    const deep = await cursorAfter(call, '/api/tasks', 2_000);
    await measure('tasks: 50 after 2,000 (by cursor)', `/api/tasks?limit=50&cursor=${deep}`);
    await measure('shopping: first 200 with totals', '/api/shopping-items');
    await measure('messages: latest 50', '/api/messages');
    const [{ id: thread }] = (
      await db.execute(sql`select min(id) as id from planning.message_groups where family_id = ${FAMILY}`)
    ).rows;
    await measure('conversation: latest 50 of 10,000', `/api/conversations/${thread}/messages`);
    await measure(`conversations: the member's ${GROUPS} with unread counts`, '/api/conversations');
    await measure('search: a word in 20,000 messages', '/api/messages/search?q=zoo');
    console.table(rows);
  } finally {
    await planning.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await planningGrowthBench();
