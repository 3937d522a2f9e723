import type {
  HouseholdSubscription,
  HouseholdSubscriptionPage,
  HouseholdSubscriptionSummary,
} from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupMoneyApi } from '../testing/money-api';
import { END_BEFORE_START_MESSAGE } from './household-subscriptions.service';

const FAMILY = 9301;
const admin: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 73, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 81, familyId: 9302, role: 'admin', plan: 'annual' };

const api = setupMoneyApi();
const { as, reminders } = api;
const BASE = '/api/household-subscriptions';

async function list(by: Caller, query = ''): Promise<HouseholdSubscriptionPage> {
  return (await as(by).get(`${BASE}${query}`).expect(200)).body as HouseholdSubscriptionPage;
}
async function add(by: Caller, body: Record<string, unknown> = {}): Promise<HouseholdSubscription> {
  const res = await as(by)
    .post(BASE)
    .send({ title: 'StreamFlix', amountCents: 1599, nextBillingDate: '2026-12-01', ...body })
    .expect(201);
  return res.body as HouseholdSubscription;
}
async function summary(by: Caller): Promise<HouseholdSubscriptionSummary> {
  return (await as(by).get(`${BASE}/summary`).expect(200)).body as HouseholdSubscriptionSummary;
}

beforeEach(async () => {
  for (const by of [admin, stranger])
    for (const s of (await list(by, '?limit=200')).items) await as(by).delete(`${BASE}/${s.id}`).expect(204);
  reminders.length = 0;
});

describe('household subscriptions', () => {
  it('adds one monthly, auto-renewing and active with a 7-day renewal reminder', async () => {
    const sub = await add(parent, { provider: 'StreamFlix Inc.' });
    expect(sub).toMatchObject({
      billingCycle: 'monthly',
      autoRenew: true,
      status: 'active',
      reminderDays: 7,
      yearlyCents: 1599 * 12,
      createdById: parent.userId,
    });
    expect(reminders).toEqual([
      expect.objectContaining({
        kind: 'remind',
        target: { type: 'household-subscription', id: sub.id },
        showFrom: new Date('2026-11-24T00:00:00Z'),
      }),
    ]);
  });

  it('totals the active subscriptions per year in SQL, whatever their cycle', async () => {
    await add(admin, { amountCents: 1000, billingCycle: 'monthly' });
    await add(admin, { amountCents: 9900, billingCycle: 'yearly' });
    await add(admin, { amountCents: 500, billingCycle: 'weekly' });
    await add(admin, { amountCents: 3000, billingCycle: 'quarterly' });
    const cancelled = await add(admin, { amountCents: 7777 });
    await as(admin).patch(`${BASE}/${cancelled.id}`).send({ status: 'cancelled' }).expect(200);
    expect(reminders.at(-1)).toEqual({
      kind: 'clear',
      familyId: FAMILY,
      type: 'household-subscription',
      id: cancelled.id,
    });
    const yearly = 1000 * 12 + 9900 + 500 * 52 + 3000 * 4;
    expect(await summary(parent)).toEqual({
      activeCount: 4,
      yearlyCents: yearly,
      monthlyCents: Math.round(yearly / 12),
    });
  });

  it('renews once: the next billing date moves one cycle on', async () => {
    const sub = await add(admin, { nextBillingDate: '2026-01-31' });
    const renewed = await as(admin).post(`${BASE}/${sub.id}/renew`).expect(200);
    expect(renewed.body).toMatchObject({ nextBillingDate: '2026-02-28' });
    const page = await list(admin);
    expect(page.items.map((s) => s.nextBillingDate)).toEqual(['2026-02-28']);
  });

  it('refuses an end date before the start date', async () => {
    const res = await as(admin)
      .post(BASE)
      .send({
        title: 'Gym',
        amountCents: 4000,
        nextBillingDate: '2026-12-01',
        startDate: '2026-06-01',
        endDate: '2026-05-01',
      })
      .expect(400);
    expect(res.body.message).toBe(END_BEFORE_START_MESSAGE);
  });

  it('keeps another family and children out', async () => {
    const sub = await add(admin);
    expect((await list(stranger)).items).toEqual([]);
    expect((await summary(stranger)).activeCount).toBe(0);
    await as(stranger).patch(`${BASE}/${sub.id}`).send({ title: 'Mine' }).expect(404);
    await as(stranger).post(`${BASE}/${sub.id}/renew`).expect(404);
    await as(stranger).delete(`${BASE}/${sub.id}`).expect(404);
    await as(child).get(BASE).expect(403);
    await as(child)
      .post(BASE)
      .send({ title: 'X', amountCents: 1, nextBillingDate: '2026-12-01' })
      .expect(403);
  });
});
