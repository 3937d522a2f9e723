import type { Budget, Expense, ExpensePage, ExpenseTotals, ImportExpensesAnswer } from '@familyhub/contracts';
import { ALLOCATIONS_MUST_ADD_UP } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { INVALID_CATEGORIES, MONTH_HAS_BUDGET } from '../budgets';
import { setupMoneyApi } from '../testing/money-api';

const FAMILY = 9501;
const admin: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 73, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 81, familyId: 9502, role: 'admin', plan: 'annual' };

const api = setupMoneyApi();
const { as } = api;

async function list(by: Caller, query = ''): Promise<ExpensePage> {
  return (await as(by).get(`/api/expenses${query}`).expect(200)).body as ExpensePage;
}
async function spend(by: Caller, body: Record<string, unknown> = {}): Promise<Expense> {
  const res = await as(by)
    .post('/api/expenses')
    .send({ title: 'Groceries', amountCents: 5000, date: '2026-11-10', category: 'Food', ...body })
    .expect(201);
  return res.body as Expense;
}
async function budgetWithCategories(by: Caller): Promise<Budget> {
  const created = await as(by)
    .post('/api/budgets')
    .send({ title: 'November', month: 11, year: 2026, totalBudgetCents: 300000 })
    .expect(201);
  const id = (created.body as Budget).id;
  await as(by)
    .post(`/api/budgets/${id}/categories`)
    .send({ name: 'Food', allocatedCents: 80000, color: '#16A34A' })
    .expect(201);
  const res = await as(by)
    .post(`/api/budgets/${id}/categories`)
    .send({ name: 'Fun', allocatedCents: 20000 })
    .expect(201);
  return res.body as Budget;
}

beforeEach(async () => {
  for (const by of [admin, stranger]) {
    for (const e of (await list(by, '?limit=200')).items)
      await as(by).delete(`/api/expenses/${e.id}`).expect(204);
    const budgets = (await as(by).get('/api/budgets').expect(200)).body as { items: Budget[] };
    for (const b of budgets.items) await as(by).delete(`/api/budgets/${b.id}`).expect(204);
  }
});

describe('budgets and expenses', () => {
  it('splits an expense across budget categories; spent per category is summed from the parts', async () => {
    const budget = await budgetWithCategories(parent);
    const [food, fun] = [...budget.categories].sort((a, b) => a.name.localeCompare(b.name));
    const expense = await spend(parent, {
      title: 'Party supplies',
      amountCents: 7500,
      allocations: [
        { budgetCategoryId: food!.id, amountCents: 5000 },
        { budgetCategoryId: fun!.id, amountCents: 2500 },
      ],
    });
    expect(expense.allocations).toEqual([
      { budgetCategoryId: food!.id, amountCents: 5000 },
      { budgetCategoryId: fun!.id, amountCents: 2500 },
    ]);
    const after = (await as(admin).get(`/api/budgets/${budget.id}`).expect(200)).body as Budget;
    expect(after.categories.map((c) => [c.name, c.allocatedCents, c.spentCents])).toEqual([
      ['Food', 80000, 5000],
      ['Fun', 20000, 2500],
    ]);
    await as(admin)
      .post('/api/budgets')
      .send({ title: 'Again', month: 11, year: 2026, totalBudgetCents: 1 })
      .expect(409)
      .then((res) => expect(res.body.message).toBe(MONTH_HAS_BUDGET));
  });

  it('refuses allocations that do not add up to the amount (400)', async () => {
    const budget = await budgetWithCategories(admin);
    const res = await as(admin)
      .post('/api/expenses')
      .send({
        title: 'Party',
        amountCents: 7500,
        date: '2026-11-10',
        allocations: [{ budgetCategoryId: budget.categories[0]!.id, amountCents: 7000 }],
      })
      .expect(400);
    expect(res.body.message).toContain(ALLOCATIONS_MUST_ADD_UP);
    const expense = await spend(admin, {
      amountCents: 100,
      allocations: [{ budgetCategoryId: budget.categories[0]!.id, amountCents: 100 }],
    });
    const changed = await as(admin)
      .patch(`/api/expenses/${expense.id}`)
      .send({ amountCents: 200 })
      .expect(400);
    expect(changed.body.message).toBe(ALLOCATIONS_MUST_ADD_UP);
  });

  it('refuses a category of another family in an allocation', async () => {
    const theirs = await budgetWithCategories(stranger);
    const res = await as(admin)
      .post('/api/expenses')
      .send({
        title: 'X',
        amountCents: 100,
        date: '2026-11-10',
        allocations: [{ budgetCategoryId: theirs.categories[0]!.id, amountCents: 100 }],
      })
      .expect(400);
    expect(res.body.message).toBe(INVALID_CATEGORIES);
  });

  it('filters by date range, category and words, newest first, page by page', async () => {
    await spend(admin, { title: 'Cinema tickets', category: 'Fun', date: '2026-11-02', amountCents: 2400 });
    await spend(admin, { title: 'Weekly shop', date: '2026-11-05' });
    await spend(admin, { title: 'Corner shop', date: '2026-10-30' });
    await spend(admin, { title: '100% juice', date: '2026-11-06' });
    expect((await list(admin, '?from=2026-11-01&to=2026-11-30')).items.map((e) => e.title)).toEqual([
      '100% juice',
      'Weekly shop',
      'Cinema tickets',
    ]);
    expect((await list(admin, '?category=Fun')).items.map((e) => e.title)).toEqual(['Cinema tickets']);
    expect((await list(admin, '?search=SHOP')).items.map((e) => e.title)).toEqual([
      'Weekly shop',
      'Corner shop',
    ]);
    expect((await list(admin, '?search=100%25')).items.map((e) => e.title)).toEqual(['100% juice']);
    const first = await list(admin, '?limit=2');
    const rest = await list(admin, `?limit=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...rest.items].map((e) => e.date)).toEqual([
      '2026-11-06',
      '2026-11-05',
      '2026-11-02',
      '2026-10-30',
    ]);
    expect(rest.nextCursor).toBeNull();
  });

  it('totals by category and by month in SQL', async () => {
    await spend(admin, { category: 'Food', amountCents: 5000, date: '2026-10-15' });
    await spend(admin, { category: 'Food', amountCents: 2550, date: '2026-11-01' });
    await spend(admin, { category: 'Fun', amountCents: 9999, date: '2026-11-20' });
    await spend(admin, { category: null, amountCents: 1, date: '2026-11-21' });
    await spend(stranger, { category: 'Food', amountCents: 100000, date: '2026-11-01' });
    const totals = (await as(parent).get('/api/expenses/totals?from=2026-10-01&to=2026-11-30').expect(200))
      .body as ExpenseTotals;
    expect(totals).toEqual({
      totalCents: 17550,
      count: 4,
      byCategory: [
        { category: 'Fun', totalCents: 9999 },
        { category: 'Food', totalCents: 7550 },
        { category: 'Uncategorised', totalCents: 1 },
      ],
      byMonth: [
        { month: '2026-10', totalCents: 5000 },
        { month: '2026-11', totalCents: 12550 },
      ],
    });
    // A range without expenses still answers its (zero) total.
    expect(
      (await as(parent).get('/api/expenses/totals?from=2025-01-01&to=2025-01-31').expect(200)).body,
    ).toEqual({
      totalCents: 0,
      count: 0,
      byCategory: [],
      byMonth: [],
    });
  });

  it('exports a date range as CSV, spreadsheet-safe', async () => {
    await spend(admin, { title: 'Shoes, kids', amountCents: 4599, date: '2026-11-03', category: 'Clothes' });
    await spend(admin, { title: '=HYPERLINK("x")', amountCents: 5, date: '2026-11-04' });
    await spend(admin, { title: 'Outside', date: '2026-12-01' });
    const res = await as(admin).get('/api/expenses/export.csv?from=2026-11-01&to=2026-11-30').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('expenses-2026-11-01-to-2026-11-30.csv');
    expect(res.text.split('\r\n')).toEqual([
      'date,title,amount,category,payment_method,description',
      '2026-11-03,"Shoes, kids",45.99,Clothes,,',
      '2026-11-04,"\'=HYPERLINK(""x"")",0.05,Food,,',
      '',
    ]);
    await as(child).get('/api/expenses/export.csv?from=2026-11-01&to=2026-11-30').expect(403);
  });

  it('imports rows, previews first, and skips duplicates', async () => {
    await spend(admin, { title: 'Coffee Shop', amountCents: 450, date: '2026-11-01' });
    const rows = [
      { date: '2026-11-01', title: 'coffee  shop', amountCents: 450 },
      { date: '2026-11-02', title: 'Bakery', amountCents: 320, category: 'Food' },
      { date: '2026-11-02', title: 'Bakery', amountCents: 320, category: 'Food' },
      { date: '2026-11-03', title: 'Bus', amountCents: 275 },
    ];
    const preview = (await as(admin).post('/api/expenses/import').send({ rows, dryRun: true }).expect(200))
      .body as ImportExpensesAnswer;
    expect(preview).toEqual({
      imported: 3,
      skippedDuplicates: 1,
      outcomes: ['duplicate', 'import', 'import', 'import'],
    });
    expect((await list(admin)).items).toHaveLength(1);
    const done = (await as(admin).post('/api/expenses/import').send({ rows }).expect(200))
      .body as ImportExpensesAnswer;
    expect(done.imported).toBe(3);
    expect((await list(admin)).items.map((e) => e.title)).toEqual(['Bus', 'Bakery', 'Bakery', 'Coffee Shop']);
    const again = (await as(admin).post('/api/expenses/import').send({ rows }).expect(200))
      .body as ImportExpensesAnswer;
    expect(again).toMatchObject({ imported: 0, skippedDuplicates: 4 });
  });

  it('counts duplicates against what is stored: two coffees of one day in the file and one stored import one', async () => {
    await spend(admin, { title: 'Coffee', amountCents: 450, date: '2026-11-05' });
    const coffee = { date: '2026-11-05', title: 'Coffee', amountCents: 450 };
    const rows = [coffee, coffee, { date: '2026-11-05', title: 'Bagel', amountCents: 300 }];
    const first = (await as(admin).post('/api/expenses/import').send({ rows }).expect(200))
      .body as ImportExpensesAnswer;
    expect(first).toEqual({ imported: 2, skippedDuplicates: 1, outcomes: ['duplicate', 'import', 'import'] });
    const titles = async () => (await list(admin)).items.map((e) => `${e.title} ${e.amountCents}`).sort();
    expect(await titles()).toEqual(['Bagel 300', 'Coffee 450', 'Coffee 450']);

    // Two teas of one day, none stored: both are imported; the same file again imports nothing.
    const twoTeas = [
      { date: '2026-11-06', title: 'Tea', amountCents: 250 },
      { date: '2026-11-06', title: 'Tea', amountCents: 250 },
    ];
    expect(
      (await as(admin).post('/api/expenses/import').send({ rows: twoTeas }).expect(200)).body,
    ).toMatchObject({
      imported: 2,
      skippedDuplicates: 0,
    });
    for (const again of [rows, twoTeas])
      expect(
        (await as(admin).post('/api/expenses/import').send({ rows: again }).expect(200)).body,
      ).toMatchObject({
        imported: 0,
        skippedDuplicates: again.length,
      });
    expect(await titles()).toEqual(['Bagel 300', 'Coffee 450', 'Coffee 450', 'Tea 250', 'Tea 250']);
  });

  it('keeps another family and children out', async () => {
    const expense = await spend(admin);
    const budget = await budgetWithCategories(admin);
    expect((await list(stranger)).items).toEqual([]);
    await as(stranger).get(`/api/expenses/${expense.id}`).expect(404);
    await as(stranger).patch(`/api/expenses/${expense.id}`).send({ title: 'Mine' }).expect(404);
    await as(stranger).delete(`/api/expenses/${expense.id}`).expect(404);
    await as(stranger).get(`/api/budgets/${budget.id}`).expect(404);
    await as(stranger).patch(`/api/budgets/${budget.id}`).send({ title: 'Mine' }).expect(404);
    await as(stranger)
      .post(`/api/budgets/${budget.id}/categories`)
      .send({ name: 'X', allocatedCents: 1 })
      .expect(404);
    await as(stranger)
      .patch(`/api/budgets/${budget.id}/categories/${budget.categories[0]!.id}`)
      .send({ name: 'X' })
      .expect(404);
    await as(stranger).delete(`/api/budgets/${budget.id}`).expect(404);
    const theirTotals = (
      await as(stranger).get('/api/expenses/totals?from=2026-01-01&to=2026-12-31').expect(200)
    ).body as ExpenseTotals;
    expect(theirTotals.count).toBe(0);
    for (const call of [
      as(child).get('/api/expenses'),
      as(child).get('/api/budgets'),
      as(child).post('/api/expenses').send({ title: 'X', amountCents: 1, date: '2026-11-01' }),
      as(child)
        .post('/api/expenses/import')
        .send({ rows: [{ date: '2026-11-01', title: 'X', amountCents: 1 }] }),
    ])
      await call.expect(403);
  });
});
