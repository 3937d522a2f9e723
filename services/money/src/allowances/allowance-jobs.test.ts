import type { Allowance, AllowanceTransactionPage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupMoneyApi } from '../testing/money-api';

const FAMILY = 9601;
const parent: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'annual' };

// The app as main.ts runs it: credits made as soon as an allowance changes (the clock stays fixed at 2026-11-23, a Monday).
const api = setupMoneyApi({ creditOnChange: true });

beforeAll(() => {
  api.members.set(FAMILY, [
    { id: 72, name: 'Sam', role: 'parent' },
    { id: 73, name: 'Mia', role: 'child' },
  ]);
});

it('credits the paydays so far as soon as an allowance is set up, once', async () => {
  const res = await api
    .as(parent)
    .post('/api/allowances')
    .send({ childId: 73, amountCents: 500, frequency: 'weekly', dayOfWeek: 6, startsOn: '2026-11-01' })
    .expect(201);
  const id = (res.body as Allowance).id;
  const ledger = async () =>
    (
      (await api.as(parent).get(`/api/allowances/${id}/transactions`).expect(200))
        .body as AllowanceTransactionPage
    ).items;
  for (let i = 0; i < 50 && (await ledger()).length < 3; i += 1) await new Promise((r) => setTimeout(r, 100));
  expect((await ledger()).map((t) => t.date)).toEqual(['2026-11-21', '2026-11-14', '2026-11-07']);
  // A change runs the job again: still one credit per payday.
  await api.as(parent).patch(`/api/allowances/${id}`).send({ amountCents: 600 }).expect(200);
  await new Promise((r) => setTimeout(r, 300));
  expect(await ledger()).toHaveLength(3);
  expect((await api.as(parent).get(`/api/allowances/${id}`).expect(200)).body.balanceCents).toBe(1500);
});
