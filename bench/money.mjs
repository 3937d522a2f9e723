// The money service as a family's spending history grows (issue #15: 50,000 expenses in one family; the expenses
// list's first page and a month's category totals p95 ≤ 50 ms, the CSV export of a date range ≤ 2 s). It runs the
// money service alone on an in-memory PGlite (or DATABASE_URL) and calls it over HTTP as the gateway would (signed
// caller), so the figures are the service's own cost. The 50,000 expenses (about 3 years, ~45 a day, 8 categories)
// are written with one SQL statement, which is what years of use or a few bank imports would leave behind; each
// month has a budget of the 8 categories and every expense is allocated to its category there, as Add Expense does.
import { sql } from 'drizzle-orm';
import { startServiceAlone } from './lib/service-alone.mjs';
import { load } from './lib/stats.mjs';

// A log line per request would be measured too.
process.env.LOG_LEVEL ??= 'warn';

const FAMILY = 1;
const caller = { userId: 1, familyId: FAMILY, role: 'admin', plan: 'annual' };
const EXPENSES = 50_000;

export async function moneyBench() {
  const service = await startServiceAlone('money', caller, {
    financeAlerts: { remind: async () => {}, clear: async () => {} },
    directory: { members: async () => [] },
  });
  const { db, engine } = service;
  const call = async (method, path, asText = false) => {
    const res = await service.request(method, path);
    return asText ? res.text() : res.json();
  };
  try {
    await db.execute(sql`
      insert into money.expenses (family_id, title, amount_cents, date, category, payment_method, duplicate_key)
      select ${FAMILY}, 'Expense ' || i, 100 + (i * 37) % 20000, current_date - (i % 1100),
        (array['Food','Housing','Transport','Fun','Health','Clothes','Gifts','School'])[1 + i % 8],
        'Card', (current_date - (i % 1100))::text || '|' || (100 + (i * 37) % 20000) || '|expense ' || i
      from generate_series(1, ${EXPENSES}) i`);
    await db.execute(sql`
      insert into money.budgets (family_id, title, month, year, total_budget_cents)
      select distinct family_id, 'Budget', extract(month from date)::int, extract(year from date)::int, 500000
      from money.expenses`);
    await db.execute(sql`
      insert into money.budget_categories (family_id, budget_id, name, allocated_cents)
      select b.family_id, b.id, c, 60000
      from money.budgets b, unnest(array['Food','Housing','Transport','Fun','Health','Clothes','Gifts','School']) c`);
    await db.execute(sql`
      insert into money.expense_category_allocations (family_id, expense_id, budget_category_id, amount_cents)
      select e.family_id, e.id, c.id, e.amount_cents
      from money.expenses e
      join money.budgets b on b.family_id = e.family_id and b.year = extract(year from e.date)
        and b.month = extract(month from e.date)
      join money.budget_categories c on c.budget_id = b.id and c.name = e.category`);
    await db.execute(sql`analyze`);
    const today = new Date();
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))
      .toISOString()
      .slice(0, 10);
    const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0))
      .toISOString()
      .slice(0, 10);
    const page = '/api/expenses?limit=50';
    const totals = `/api/expenses/totals?from=${first}&to=${last}`;
    const check = await call('GET', page);
    if (check.items.length !== 50) throw new Error(`expected a page of 50, got ${check.items.length}`);
    if (check.items.some((e) => e.allocations.length !== 1))
      throw new Error('expected each expense allocated');
    for (const path of [page, totals]) await load(() => call('GET', path), { total: 30, concurrency: 4 }); // warm-up
    const figures = {};
    for (const [name, path] of [
      ['first page (50)', page],
      ["a month's totals", totals],
    ]) {
      figures[`${name}, one at a time`] = await load(() => call('GET', path), { total: 100, concurrency: 1 });
      figures[`${name}, 10 at once`] = await load(() => call('GET', path), { total: 200, concurrency: 10 });
    }
    console.log(
      `\nMoney: ${EXPENSES.toLocaleString('en-US')} expenses in one family (the service over HTTP, ${engine})`,
    );
    console.table(figures);
    const exports = [];
    for (const [label, from] of [
      ['a year', new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)],
      ['all 50,000', '2000-01-01'],
    ]) {
      const t0 = performance.now();
      const csv = await call('GET', `/api/expenses/export.csv?from=${from}&to=${last}`, true);
      exports.push({
        range: label,
        rows: csv.split('\r\n').length - 2,
        ms: Math.round(performance.now() - t0),
        bytes: csv.length,
      });
    }
    console.table(exports);
    console.log('Budget (issue #15): first page and totals p95 ≤ 50 ms; CSV export ≤ 2 s.');
  } finally {
    await service.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await moneyBench();
