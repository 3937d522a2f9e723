import type { Caller } from '@familyhub/server-kit';
import { PNG_BYTES } from '@familyhub/server-kit/testing';
import { CHILD_MONEY_FORBIDDEN } from '../shared/access';
import { setupMoneyApi } from '../testing/money-api';

// Issue #28 item 2: a receipt is read exactly by those who may read the trip or expense holding it.
const FAMILY = 9201;
const admin: Caller = { userId: 91, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 92, familyId: FAMILY, role: 'parent', plan: 'annual' };
const mia: Caller = { userId: 93, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 95, familyId: 9202, role: 'admin', plan: 'annual' };

const { as } = setupMoneyApi();

async function uploadReceipt(by: Caller): Promise<string> {
  const res = await as(by)
    .post('/api/money/files?use=receipt')
    .attach('file', PNG_BYTES, 'receipt.png')
    .expect(201);
  return res.body.fileUrl as string;
}

describe('receipts follow their trips and expenses', () => {
  it('serves a trip’s receipt to the parents, 403 to a child as the trip routes answer, 404 to another family', async () => {
    const receiptImageUrl = await uploadReceipt(parent);
    const trip = await as(parent)
      .post('/api/grocery-trips')
      .send({ date: '2026-11-05', store: 'Corner Market', totalAmountCents: 4250, receiptImageUrl })
      .expect(201);
    await as(mia).get(`/api/grocery-trips?limit=5`).expect(403);
    const refused = await as(mia).get(receiptImageUrl).expect(403);
    expect(refused.body).toEqual({ error: 'forbidden', message: CHILD_MONEY_FORBIDDEN });
    await as(parent).get(receiptImageUrl).expect(200);
    const image = await as(admin).get(receiptImageUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    await as(stranger).get(receiptImageUrl).expect(404);
    await as(parent).delete(`/api/grocery-trips/${trip.body.id}`).expect(204);
  });

  it('serves an expense’s receipt to the parents, never to a child', async () => {
    const receiptImageUrl = await uploadReceipt(admin);
    await as(admin)
      .post('/api/expenses')
      .send({ title: 'Shoes', amountCents: 5000, date: '2026-11-10', category: 'Clothing', receiptImageUrl })
      .expect(201);
    await as(parent).get(receiptImageUrl).expect(200);
    await as(mia).get(receiptImageUrl).expect(403);
  });

  it('shows a receipt no record holds yet to its uploader only', async () => {
    const url = await uploadReceipt(parent);
    await as(parent).get(url).expect(200);
    await as(admin).get(url).expect(404);
  });

  it('refuses a receipt upload from a child (403), who cannot add trips or expenses', async () => {
    const res = await as(mia)
      .post('/api/money/files?use=receipt')
      .attach('file', PNG_BYTES, 'receipt.png')
      .expect(403);
    expect(res.body).toEqual({ error: 'forbidden', message: CHILD_MONEY_FORBIDDEN });
  });
});
