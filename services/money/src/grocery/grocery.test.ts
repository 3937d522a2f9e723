import type { GroceryBudget, GroceryBudgetPage, GroceryTrip, GroceryTripPage } from '@familyhub/contracts';
import { BUDGET_YEAR_MESSAGE } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { PNG_BYTES, pngOfSize, TEXT_BYTES } from '@familyhub/server-kit/testing';
import { CHILD_MONEY_FORBIDDEN } from '../shared/access';
import { setupMoneyApi } from '../testing/money-api';
import { RECEIPT_NOT_FOUND, TRIP_BUDGET_MISMATCH } from './grocery.service';

const FAMILY = 9101;
const admin: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 73, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 81, familyId: 9102, role: 'admin', plan: 'annual' };

const { as, recordPublished } = setupMoneyApi();
const published = recordPublished(FAMILY);

async function budgets(by: Caller, query = ''): Promise<GroceryBudgetPage> {
  return (await as(by).get(`/api/grocery-budgets${query}`).expect(200)).body as GroceryBudgetPage;
}
async function trips(by: Caller, query = ''): Promise<GroceryTripPage> {
  return (await as(by).get(`/api/grocery-trips${query}`).expect(200)).body as GroceryTripPage;
}
async function setBudget(by: Caller, body: Record<string, unknown>): Promise<GroceryBudget> {
  return (await as(by).post('/api/grocery-budgets').send(body)).body as GroceryBudget;
}
async function addTrip(by: Caller, body: Record<string, unknown>): Promise<GroceryTrip> {
  const res = await as(by)
    .post('/api/grocery-trips')
    .send({ date: '2026-11-05', store: 'Corner Market', totalAmountCents: 4250, ...body })
    .expect(201);
  return res.body as GroceryTrip;
}
function uploadReceipt(by: Caller, bytes: Buffer = PNG_BYTES, name = 'receipt.png') {
  return as(by).post('/api/money/files?use=receipt').attach('file', bytes, name);
}

beforeEach(async () => {
  for (const by of [admin, stranger]) {
    for (const trip of (await trips(by, '?limit=200')).items)
      await as(by).delete(`/api/grocery-trips/${trip.id}`).expect(204);
    for (const budget of (await budgets(by, '?limit=120')).items)
      await as(by).delete(`/api/grocery-budgets/${budget.id}`).expect(204);
  }
  published.length = 0;
});

describe('grocery budgets (spec 001 §2, §7)', () => {
  it('sets a month budget, and setting the month again changes its amount (one budget a month)', async () => {
    const res = await as(parent)
      .post('/api/grocery-budgets')
      .send({ month: 11, year: 2026, amountCents: 60000, createdById: 999 })
      .expect(201);
    expect(res.body).toMatchObject({
      month: 11,
      year: 2026,
      amountCents: 60000,
      spentCents: 0,
      createdById: parent.userId,
    });
    const again = await as(admin)
      .post('/api/grocery-budgets')
      .send({ month: 11, year: 2026, amountCents: 65000 })
      .expect(200);
    expect(again.body).toMatchObject({ id: (res.body as GroceryBudget).id, amountCents: 65000 });
    expect((await budgets(admin)).items).toHaveLength(1);
    expect(published).toEqual(['grocery-budgets', 'grocery-budgets']);
  });

  it('computes spent from the month’s trips, in SQL, whenever it is read', async () => {
    const budget = await setBudget(admin, { month: 11, year: 2026, amountCents: 10000 });
    await addTrip(parent, { date: '2026-11-01', totalAmountCents: 4000 });
    await addTrip(parent, { date: '2026-11-30', totalAmountCents: 7001 });
    // Trips of other months and of another family do not count.
    await addTrip(parent, { date: '2026-12-01', totalAmountCents: 999 });
    await addTrip(parent, { date: '2026-10-31', totalAmountCents: 999 });
    await addTrip(stranger, { date: '2026-11-10', totalAmountCents: 5000 });
    const [november] = (await budgets(parent)).items.filter((b) => b.id === budget.id);
    expect(november).toMatchObject({ amountCents: 10000, spentCents: 11001 });

    const oneTrip = (await trips(admin, '?year=2026&month=11')).items[0]!;
    await as(admin).delete(`/api/grocery-trips/${oneTrip.id}`).expect(204);
    expect((await budgets(parent)).items[0]!.spentCents).toBe(4000);
  });

  it('links trips to their month’s budget, also when the budget is set after them', async () => {
    const early = await addTrip(parent, { date: '2026-12-03' });
    expect(early.budgetId).toBeNull();
    const december = await setBudget(parent, { month: 12, year: 2026, amountCents: 50000 });
    expect(december.spentCents).toBe(4250);
    const later = await addTrip(parent, { date: '2026-12-04', budgetId: december.id });
    expect(later.budgetId).toBe(december.id);
    expect((await trips(parent, '?year=2026&month=12')).items.map((t) => t.budgetId)).toEqual([
      december.id,
      december.id,
    ]);
    const wrong = await as(parent)
      .post('/api/grocery-trips')
      .send({ date: '2026-11-04', store: 'X', totalAmountCents: 100, budgetId: december.id })
      .expect(400);
    expect(wrong.body.message).toBe(TRIP_BUDGET_MISMATCH);
  });

  it('refuses a zero amount and a year other than last, this or next year, in the spec’s words', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ month: 11, year: 2026, amountCents: 0 }, 'Amount must be more than 0.00'],
      [{ month: 11, year: 2026 }, 'Amount must be an amount in cents'],
      [{ month: 13, year: 2026, amountCents: 100 }, 'Month must be a month from 1 to 12'],
      [{ month: 11, year: 2024, amountCents: 100 }, BUDGET_YEAR_MESSAGE],
      [{ month: 11, year: 2028, amountCents: 100 }, BUDGET_YEAR_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const res = await as(parent).post('/api/grocery-budgets').send(body).expect(400);
      expect(res.body.message).toContain(message);
    }
    for (const year of [2025, 2026, 2027])
      await as(parent).post('/api/grocery-budgets').send({ month: 1, year, amountCents: 100 }).expect(201);
  });

  it('pages the history newest month first with an opaque cursor', async () => {
    for (const month of [1, 2, 3, 4, 5])
      await setBudget(admin, { month, year: 2026, amountCents: 100 * month });
    const first = await budgets(admin, '?limit=2');
    expect(first.items.map((b) => b.month)).toEqual([5, 4]);
    const second = await budgets(admin, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((b) => b.month)).toEqual([3, 2]);
    const last = await budgets(admin, `?limit=2&cursor=${second.nextCursor}`);
    expect(last).toEqual({ items: [expect.objectContaining({ month: 1 })], nextCursor: null });
    await as(admin).get('/api/grocery-budgets?cursor=not-a-cursor!').expect(400);
  });
});

describe('grocery trips (spec 001 §2, §5, §7)', () => {
  it('adds a trip with a receipt image, lists the month newest first, pages them', async () => {
    const upload = await uploadReceipt(parent).expect(201);
    expect(upload.body).toMatchObject({
      fileType: 'image/png',
      fileUrl: expect.stringMatching(/^\/api\/money\/files\/[0-9a-f-]{36}$/),
    });
    const trip = await addTrip(parent, { store: ' Fresh Foods ', receiptImageUrl: upload.body.fileUrl });
    expect(trip).toMatchObject({
      store: 'Fresh Foods',
      totalAmountCents: 4250,
      receiptImageUrl: upload.body.fileUrl,
      createdById: parent.userId,
    });
    const image = await as(admin)
      .get(upload.body.fileUrl as string)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/png');

    await addTrip(parent, { date: '2026-11-07' });
    await addTrip(parent, { date: '2026-11-06' });
    const first = await trips(parent, '?year=2026&month=11&limit=2');
    expect(first.items.map((t) => t.date)).toEqual(['2026-11-07', '2026-11-06']);
    const rest = await trips(parent, `?year=2026&month=11&limit=2&cursor=${first.nextCursor}`);
    expect(rest).toEqual({ items: [expect.objectContaining({ id: trip.id })], nextCursor: null });
    expect(published).toContain('grocery-trips');
  });

  it('checks receipts from their bytes, with the spec’s words, on the server too', async () => {
    const text = await uploadReceipt(parent, TEXT_BYTES, 'receipt.png').expect(415);
    expect(text.body.message).toBe('Invalid file type: Please select an image file (jpg, png, etc.)');
    const big = await uploadReceipt(parent, pngOfSize(5 * 1024 * 1024 + 1)).expect(413);
    expect(big.body.message).toBe('File too large: Receipt image must be less than 5MB');
  });

  it('takes only a receipt of the family as a trip’s receipt', async () => {
    const theirs = await uploadReceipt(stranger).expect(201);
    const res = await as(parent)
      .post('/api/grocery-trips')
      .send({ date: '2026-11-05', store: 'X', totalAmountCents: 100, receiptImageUrl: theirs.body.fileUrl })
      .expect(400);
    expect(res.body.message).toBe(RECEIPT_NOT_FOUND);
    await as(parent)
      .get(theirs.body.fileUrl as string)
      .expect(404);
  });

  it('refuses a trip without a total above 0, a store or a date', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2026-11-05', store: 'X', totalAmountCents: 0 }, 'Total must be more than 0.00'],
      [{ date: '2026-11-05', store: '  ', totalAmountCents: 10 }, 'Store is required'],
      [{ store: 'X', totalAmountCents: 10 }, 'Date is required'],
      [{ date: '2026-11-05', store: 'X', totalAmountCents: 10.5 }, 'Total must be a whole number of cents'],
    ];
    for (const [body, message] of cases) {
      const res = await as(parent).post('/api/grocery-trips').send(body).expect(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('deletes a trip’s receipt with it', async () => {
    const upload = await uploadReceipt(parent).expect(201);
    const trip = await addTrip(parent, { receiptImageUrl: upload.body.fileUrl });
    await as(parent).delete(`/api/grocery-trips/${trip.id}`).expect(204);
    await as(parent)
      .get(upload.body.fileUrl as string)
      .expect(404);
  });
});

describe('grocery budget access', () => {
  it('keeps another family out of every route (404 or an empty list)', async () => {
    const budget = await setBudget(admin, { month: 11, year: 2026, amountCents: 100 });
    const trip = await addTrip(admin, {});
    expect((await budgets(stranger)).items).toEqual([]);
    expect((await trips(stranger)).items).toEqual([]);
    await as(stranger).delete(`/api/grocery-budgets/${budget.id}`).expect(404);
    await as(stranger).delete(`/api/grocery-trips/${trip.id}`).expect(404);
    await as(stranger)
      .post('/api/grocery-trips')
      .send({ date: '2026-11-05', store: 'X', totalAmountCents: 100, budgetId: budget.id })
      .expect(404);
  });

  it('keeps children out: they see only their own allowance', async () => {
    const budget = await setBudget(admin, { month: 11, year: 2026, amountCents: 100 });
    for (const call of [
      as(child).get('/api/grocery-budgets'),
      as(child).get('/api/grocery-trips'),
      as(child).post('/api/grocery-budgets').send({ month: 11, year: 2026, amountCents: 100 }),
      as(child).post('/api/grocery-trips').send({ date: '2026-11-05', store: 'X', totalAmountCents: 1 }),
      as(child).delete(`/api/grocery-budgets/${budget.id}`),
    ]) {
      const res = await call.expect(403);
      expect(res.body).toEqual({ error: 'forbidden', message: CHILD_MONEY_FORBIDDEN });
    }
  });
});
