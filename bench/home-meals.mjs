// The recipe library and Generate Shopping List as a family's recipes pile up (issue #14: the recipe library at
// 5,000 recipes answers a page and a search p95 ≤ 50 ms; generating a week's list from 21 meals ≤ 200 ms). Home and
// planning run alone (each on its own in-memory PGlite, or DATABASE_URL) and are called over HTTP as the gateway
// would; home puts the generated list on planning's list through planning's real internal endpoint.
import { sql } from 'drizzle-orm';
import { startServiceAlone } from './lib/service-alone.mjs';
import { load } from './lib/stats.mjs';

const FAMILY = 1;
const caller = { userId: 1, familyId: FAMILY, role: 'admin', plan: 'annual' };
const MONDAY = '2026-11-23';

export async function homeMealsBench() {
  const planning = await startServiceAlone('planning', caller);
  const home = await startServiceAlone('home', caller, {
    members: async () => [],
    alerts: { raise: async () => ({ alerts: [] }), clear: async () => ({ cleared: 0 }) },
    shopping: (_caller, items) =>
      planning.call('POST', '/internal/shopping-items', { domain: 'home', items }),
  });
  const { db, engine, call } = home;
  try {
    // 300 ingredients; 5,000 recipes named like a family's ("Chicken curry 17"), 8 ingredient lines each.
    await db.execute(sql`
      insert into home.ingredients (family_id, name)
      select ${FAMILY}, 'Ingredient ' || g from generate_series(1, 300) g`);
    await db.execute(sql`
      insert into home.recipes (family_id, title, servings, category, tags, created_by_id)
      select ${FAMILY},
        (array['Chicken','Beef','Lentil','Tomato','Mushroom','Salmon','Tofu','Pumpkin'])[1 + g % 8] || ' ' ||
        (array['curry','soup','pie','salad','stew','pasta','bake','tacos'])[1 + (g / 8) % 8] || ' ' || g,
        2 + g % 4,
        (array['breakfast','lunch','dinner','dessert','snack'])[1 + g % 5],
        array['tag' || (g % 40)], 1
      from generate_series(1, 5000) g`);
    await db.execute(sql`
      insert into home.recipe_ingredients (family_id, recipe_id, ingredient_id, position, quantity, unit)
      select ${FAMILY}, r.id, i.id, l, 50 + (r.id * l) % 400,
        (array['g','kg','ml','l','tsp','tbsp','cup','pieces'])[1 + (r.id + l) % 8]
      from home.recipes r cross join generate_series(1, 8) l
      join home.ingredients i on i.family_id = ${FAMILY} and i.name = 'Ingredient ' || (1 + (r.id * 7 + l * 13) % 300)`);
    // A week of 21 meals (breakfast, lunch and dinner), some at other servings; half the ingredients in the pantry.
    await db.execute(sql`
      insert into home.meal_plans (family_id, date, meal_type, recipe_id, title, servings)
      select ${FAMILY}, ${MONDAY}::date + d, t, r.id, r.title, case when d % 2 = 0 then 6 else null end
      from generate_series(0, 6) d cross join unnest(array['breakfast','lunch','dinner']) t
      join home.recipes r on r.id = 1 + (d * 3 + array_position(array['breakfast','lunch','dinner'], t)) * 37`);
    await db.execute(sql`
      insert into home.pantry_items (family_id, name, quantity, unit)
      select ${FAMILY}, 'Ingredient ' || g, 100 + g % 500, 'g' from generate_series(1, 300, 2) g`);
    for (const table of ['recipes', 'recipe_ingredients', 'ingredients', 'meal_plans', 'pantry_items'])
      await db.execute(sql.raw(`analyze home.${table}`));
    const meals = await call('GET', `/api/meal-plans?from=${MONDAY}&to=2026-11-29`);
    if (meals.length !== 21) throw new Error(`expected 21 meals, got ${meals.length}`);
    const first = await call('GET', '/api/recipes');
    if (first.items.length !== 30) throw new Error(`expected a page of 30, got ${first.items.length}`);

    const paths = {
      'library, first page (All)': '/api/recipes',
      'library, a deeper page': `/api/recipes?cursor=${first.nextCursor}`,
      'Lunch/Dinner tab': '/api/recipes?tab=lunch-dinner',
      'search "salmon pie"': '/api/recipes?search=salmon%20pie',
      'search a tag': '/api/recipes?search=tag17',
      favourites: '/api/recipes?favorites=true',
    };
    const table = {};
    for (const [name, path] of Object.entries(paths)) {
      await load(() => call('GET', path), { total: 20, concurrency: 4 }); // warm-up
      table[`${name}, one at a time`] = await load(() => call('GET', path), { total: 100, concurrency: 1 });
      table[`${name}, 4 at once`] = await load(() => call('GET', path), { total: 200, concurrency: 4 });
    }
    const week = { startDate: MONDAY, endDate: '2026-11-29' };
    const answer = await call('POST', '/api/generate-shopping-list', week);
    await load(() => call('POST', '/api/generate-shopping-list', week), { total: 5, concurrency: 1 });
    table['generate a week’s list (21 meals), one at a time'] = await load(
      () => call('POST', '/api/generate-shopping-list', week),
      { total: 40, concurrency: 1 },
    );
    const list = await planning.call('GET', '/api/shopping-items?limit=500');
    console.log(
      `\nHome: the recipe library (5,000 recipes, 40,000 ingredient lines) and Generate Shopping List ` +
        `(21 meals, ${answer.lines.length} lines, ${list.items.length} items on the list after ` +
        `${48} generations: nothing doubled) — the services over HTTP, ${engine}`,
    );
    if (list.items.length !== answer.lines.filter((l) => l.toBuy).length)
      throw new Error('generating again changed the number of items on the list');
    console.table(table);
    console.log('Budget (issue #14): a page and a search p95 ≤ 50 ms; a week’s list from 21 meals ≤ 200 ms.');
  } finally {
    await home.stop();
    await planning.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.LOG_LEVEL ??= 'warn';
  await homeMealsBench();
}
