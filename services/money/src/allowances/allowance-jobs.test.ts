import type { Allowance, AllowanceTransactionPage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupMoneyApi } from '../testing/money-api';
import { createAllowancesRepository } from './allowances.repository';

const FAMILY = 9601;
const parent: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'annual' };
const OTHER_FAMILY = 9602;
const otherParent: Caller = { userId: 82, familyId: OTHER_FAMILY, role: 'parent', plan: 'annual' };

// The app as main.ts runs it: credits made as soon as an allowance changes (the clock stays fixed at 2026-11-23, a Monday).
const api = setupMoneyApi({ creditOnChange: true });

beforeAll(() => {
  api.members.set(FAMILY, [
    { id: 72, name: 'Sam', role: 'parent' },
    { id: 73, name: 'Mia', role: 'child' },
    { id: 74, name: 'Leo', role: 'child' },
  ]);
  api.members.set(OTHER_FAMILY, [{ id: 82, name: 'Kim', role: 'parent' }]);
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

it("a change credits only the allowance changed, never another family's (the scheduled job's walk)", async () => {
  // Another family's allowance with paydays due (Saturdays since Nov 1) that no job has credited yet.
  const waiting = await createAllowancesRepository(api.database().db).insert(OTHER_FAMILY, {
    childId: 83,
    amountCents: 700,
    frequency: 'weekly',
    dayOfWeek: 6,
    status: 'active',
    autoCredit: true,
    startsOn: '2026-11-01',
    createdById: 82,
  });
  const created = await api
    .as(parent)
    .post('/api/allowances')
    .send({ childId: 74, amountCents: 200, frequency: 'monthly', dayOfMonth: 15, startsOn: '2026-11-01' })
    .expect(201);
  const id = (created.body as Allowance).id;
  await api.as(parent).patch(`/api/allowances/${id}`).send({ amountCents: 300 }).expect(200);
  await api
    .as(parent)
    .post(`/api/allowances/${id}/transactions`)
    .send({ kind: 'credit', amountCents: 5 })
    .expect(201);
  // The changed allowance's own payday (Nov 15) is credited (the answer can come before a background run).
  const balance = async () =>
    (await api.as(parent).get(`/api/allowances/${id}`).expect(200)).body.balanceCents;
  for (let i = 0; i < 50 && (await balance()) < 205; i += 1) await new Promise((r) => setTimeout(r, 100));
  expect(await balance()).toBe(205);
  await api.as(parent).delete(`/api/allowances/${id}`).expect(204);
  await new Promise((r) => setTimeout(r, 300));

  const theirs = await api.as(otherParent).get(`/api/allowances/${waiting}`).expect(200);
  expect(theirs.body.balanceCents).toBe(0);
  // The scheduled run still credits every family.
  expect(await api.app().creditAllowances()).toBe(3);
  expect((await api.as(otherParent).get(`/api/allowances/${waiting}`).expect(200)).body.balanceCents).toBe(
    2100,
  );
});
