import { sql } from 'drizzle-orm';
import type { Bill, BillPage, BillSummary, PayBillAnswer } from '@familyhub/contracts';
import { alertWording, apiMessageCatalogues, BILL_ALREADY_PAID, renderMessage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { CHILD_MONEY_FORBIDDEN } from '../shared/access';
import { setupMoneyApi } from '../testing/money-api';

const FAMILY = 9201;
const admin: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 73, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 81, familyId: 9202, role: 'admin', plan: 'annual' };

// "Today" is 2026-11-23 (TEST_NOW).
const api = setupMoneyApi();
const { as, reminders } = api;
const published = api.recordPublished(FAMILY);

async function list(by: Caller, query = ''): Promise<BillPage> {
  return (await as(by).get(`/api/bills${query}`).expect(200)).body as BillPage;
}
async function add(by: Caller, body: Record<string, unknown> = {}): Promise<Bill> {
  const res = await as(by)
    .post('/api/bills')
    .send({ title: 'Electricity', amountCents: 8450, dueDate: '2026-11-25', ...body })
    .expect(201);
  return res.body as Bill;
}

beforeEach(async () => {
  for (const by of [admin, stranger])
    for (const bill of (await list(by, '?view=all&limit=200')).items)
      await as(by).delete(`/api/bills/${bill.id}`).expect(204);
  published.length = 0;
  reminders.length = 0;
});

describe('bills', () => {
  it('adds a bill recurring monthly with a 3-day reminder by default, for the finance people', async () => {
    const bill = await add(parent, { payee: 'City Power', accountNumber: 'ACCT-123456789' });
    expect(bill).toMatchObject({
      title: 'Electricity',
      amountCents: 8450,
      dueDate: '2026-11-25',
      payee: 'City Power',
      accountNumberMasked: '••••6789',
      status: 'unpaid',
      isPaid: false,
      paidDate: null,
      isRecurring: true,
      recurringFrequency: 'monthly',
      reminderDays: 3,
      dueState: 'due-soon',
      createdById: parent.userId,
    });
    expect(JSON.stringify(bill)).not.toContain('123456789');
    expect(reminders).toEqual([
      expect.objectContaining({
        kind: 'remind',
        familyId: FAMILY,
        dedupeKey: `bill-due:${bill.id}`,
        target: { type: 'bill', id: bill.id },
        showFrom: new Date('2026-11-22T00:00:00Z'),
        title: 'Electricity is due Nov 25, 2026',
      }),
    ]);
    expect(published).toEqual(['bills']);
  });

  it('stores the account number encrypted, and the family export opens it', async () => {
    const bill = await add(admin, { accountNumber: 'ACCT-123456789' });
    const { db } = api.database();
    const stored = await db.execute(sql`select account_number from money.bills where id = ${bill.id}`);
    const raw = (stored as unknown as { rows: { account_number: string }[] }).rows[0]!.account_number;
    expect(raw).toMatch(/^enc:v1:/);
    expect(raw).not.toContain('123456789');

    const exported = await as(admin).get('/internal/export').expect(200);
    expect(JSON.stringify(exported.body)).toContain('ACCT-123456789');
  });

  it('Mark Paid records the payment and creates next month’s bill with its reminder', async () => {
    const bill = await add(admin, { accountNumber: 'ACCT-123456789', dueDate: '2026-11-30' });
    reminders.length = 0;
    const res = await as(parent).post(`/api/bills/${bill.id}/pay`).send({}).expect(200);
    const { bill: paid, nextBill } = res.body as PayBillAnswer;
    expect(paid).toMatchObject({ status: 'paid', isPaid: true, paidDate: '2026-11-23', dueState: 'paid' });
    expect(nextBill).toMatchObject({
      title: 'Electricity',
      dueDate: '2026-12-30',
      status: 'unpaid',
      accountNumberMasked: '••••6789',
      previousBillId: bill.id,
      dueState: 'upcoming',
    });
    expect(reminders).toEqual([
      { kind: 'clear', familyId: FAMILY, type: 'bill', id: bill.id },
      expect.objectContaining({ kind: 'remind', dedupeKey: `bill-due:${nextBill!.id}` }),
    ]);
    expect((await list(admin)).items.map((b) => b.dueDate)).toEqual(['2026-12-30']);
    expect((await list(admin, '?view=paid')).items.map((b) => b.id)).toEqual([bill.id]);
  });

  it('a recurring bill paid twice, even at once, creates one next bill', async () => {
    const bill = await add(admin);
    const answers = await Promise.all([
      as(admin).post(`/api/bills/${bill.id}/pay`).send({}),
      as(parent).post(`/api/bills/${bill.id}/pay`).send({}),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(BILL_ALREADY_PAID);
    await as(admin).post(`/api/bills/${bill.id}/pay`).send({}).expect(409);
    const all = (await list(admin, '?view=all')).items;
    expect(all.filter((b) => b.previousBillId === bill.id)).toHaveLength(1);
    expect(all).toHaveLength(2);
  });

  it('a one-off bill paid creates no next bill', async () => {
    const bill = await add(admin, { isRecurring: false });
    const res = await as(admin)
      .post(`/api/bills/${bill.id}/pay`)
      .send({ paidDate: '2026-11-20' })
      .expect(200);
    expect(res.body).toMatchObject({ bill: { paidDate: '2026-11-20' }, nextBill: null });
  });

  it('lists overdue and due-soon bills, and sums them in the summary', async () => {
    await add(admin, { title: 'Water', dueDate: '2026-11-20', amountCents: 3000 });
    await add(admin, { title: 'Phone', dueDate: '2026-11-26', amountCents: 4500 });
    await add(admin, { title: 'Rent', dueDate: '2026-12-01', amountCents: 120000, reminderDays: 10 });
    await add(admin, { title: 'Insurance', dueDate: '2026-12-20', amountCents: 9000 });
    expect((await list(admin, '?view=overdue')).items.map((b) => b.title)).toEqual(['Water']);
    expect((await list(admin, '?view=due-soon')).items.map((b) => b.title)).toEqual(['Phone', 'Rent']);
    const unpaid = (await list(admin)).items;
    expect(unpaid.map((b) => [b.title, b.dueState])).toEqual([
      ['Water', 'overdue'],
      ['Phone', 'due-soon'],
      ['Rent', 'due-soon'],
      ['Insurance', 'upcoming'],
    ]);
    const summary = (await as(admin).get('/api/bills/summary').expect(200)).body as BillSummary;
    expect(summary).toEqual({
      overdueCount: 1,
      overdueCents: 3000,
      dueSoonCount: 2,
      dueSoonCents: 124500,
      unpaidCount: 4,
      unpaidCents: 136500,
    });
    const first = await list(admin, '?limit=3');
    expect(first.items).toHaveLength(3);
    const rest = await list(admin, `?limit=3&cursor=${first.nextCursor}`);
    expect(rest).toEqual({ items: [expect.objectContaining({ title: 'Insurance' })], nextCursor: null });
  });

  it("words the reminder's amount in each family's own currency", async () => {
    api.currencies.set(stranger.familyId, 'EUR');
    try {
      await add(admin, { payee: 'City Power' });
      await add(stranger, { payee: 'Stadtwerke' });
      expect(reminders.filter((r) => r.kind === 'remind')).toEqual([
        expect.objectContaining({ familyId: FAMILY, description: '$84.50 to City Power' }),
        expect.objectContaining({ familyId: stranger.familyId, description: '€84.50 to Stadtwerke' }),
      ]);
      // Worded for each reader's language too (issue #35): the amount the reader's way, the payee as typed.
      const [ours] = reminders.filter((r) => r.kind === 'remind');
      if (ours.kind !== 'remind') throw new Error('a reminder was expected');
      expect(alertWording.safeParse(ours.wording).success).toBe(true);
      const { default: es } = await apiMessageCatalogues.es();
      expect(renderMessage(ours.wording.title, 'es', es)).toBe('Electricity vence el 25 nov 2026');
      expect(renderMessage(ours.wording.description!, 'es', es)).toBe('84,50\u00a0US$ para City Power');
    } finally {
      api.currencies.delete(stranger.familyId);
    }
  });

  it('edits a bill and moves its reminder; an empty account number removes it', async () => {
    const bill = await add(admin, { accountNumber: '987654321' });
    reminders.length = 0;
    const res = await as(admin)
      .patch(`/api/bills/${bill.id}`)
      .send({ dueDate: '2026-12-10', accountNumber: '' })
      .expect(200);
    expect(res.body).toMatchObject({
      dueDate: '2026-12-10',
      accountNumberMasked: null,
      dueState: 'upcoming',
    });
    expect(reminders).toEqual([
      expect.objectContaining({ kind: 'remind', showFrom: new Date('2026-12-07T00:00:00Z') }),
    ]);
  });

  it('uses readable validation messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amountCents: 100, dueDate: '2026-12-01' }, 'Title is required'],
      [{ title: 'X', amountCents: 0, dueDate: '2026-12-01' }, 'Amount must be more than 0.00'],
      [{ title: 'X', amountCents: 100 }, 'Due date is required'],
      [
        { title: 'X', amountCents: 100, dueDate: '2026-12-01', recurringFrequency: 'daily' },
        'Frequency must be',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post('/api/bills').send(body).expect(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('keeps another family out of every route', async () => {
    const bill = await add(admin);
    expect((await list(stranger, '?view=all')).items).toEqual([]);
    await as(stranger).get(`/api/bills/${bill.id}`).expect(404);
    await as(stranger).patch(`/api/bills/${bill.id}`).send({ title: 'Mine' }).expect(404);
    await as(stranger).post(`/api/bills/${bill.id}/pay`).send({}).expect(404);
    await as(stranger).delete(`/api/bills/${bill.id}`).expect(404);
    expect((await as(stranger).get('/api/bills/summary').expect(200)).body).toMatchObject({ unpaidCount: 0 });
  });

  it('keeps children out', async () => {
    const bill = await add(admin);
    for (const call of [
      as(child).get('/api/bills'),
      as(child).get('/api/bills/summary'),
      as(child).post('/api/bills').send({ title: 'X', amountCents: 1, dueDate: '2026-12-01' }),
      as(child).post(`/api/bills/${bill.id}/pay`).send({}),
      as(child).delete(`/api/bills/${bill.id}`),
    ]) {
      expect((await call.expect(403)).body.message).toBe(CHILD_MONEY_FORBIDDEN);
    }
  });
});
