import type { Expense, ExpensePage } from '@familyhub/contracts';
import { keepIdempotencyRecords, type Caller, type Database } from '@familyhub/server-kit';
import { databaseOptions } from '../database';
import { setupMoneyApi } from '../testing/money-api';

// An expense saved twice — a double tap, a retry after a timeout (issue #31) — with one Idempotency-Key.
const FAMILY = 9511;
const parent: Caller = { userId: 91, familyId: FAMILY, role: 'parent', plan: 'annual' };

const api = setupMoneyApi();

beforeAll(() => {
  // Money's harness builds its app by hand: give it its keys' store as runService does.
  keepIdempotencyRecords(api.app(), {
    db: api.database().db as Database,
    schemaName: databaseOptions.schemaName,
  });
});

it('records an expense once when it is sent twice with one Idempotency-Key', async () => {
  const spend = () =>
    api
      .as(parent)
      .post('/api/expenses')
      .set('Idempotency-Key', 'expense-1')
      .send({ title: 'Groceries', amountCents: 5000, date: '2026-11-10', category: 'Food' });
  const first = await spend().expect(201);
  const again = await spend().expect(201);

  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.body).toEqual(first.body);
  const page = (await api.as(parent).get('/api/expenses').expect(200)).body as ExpensePage;
  expect(page.items.map((expense) => expense.id)).toEqual([(first.body as Expense).id]);
});
