import type { Page, WaterIntake } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupWellnessApi } from '../testing/wellness-api';

// A glass of water logged offline and replayed when the network returns (issue #31): counted once.
const FAMILY = 9211;
const mia: Caller = { userId: 53, familyId: FAMILY, role: 'child', plan: 'monthly' };

const api = setupWellnessApi();

beforeAll(() => {
  api.families.set(FAMILY, [reach(53, 'Mia', 'child')]);
});

it('logs water once when the log is sent twice with one Idempotency-Key', async () => {
  const log = () =>
    api
      .as(mia)
      .post('/api/water-intakes')
      .set('Idempotency-Key', 'water-log-1')
      .send({ userId: 53, amount: 8, date: '2026-11-23', time: '09:00' });
  const first = await log().expect(201);
  const again = await log().expect(201);

  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.body).toEqual(first.body);
  const intakes = (await api.as(mia).get('/api/water-intakes').expect(200)).body as Page<WaterIntake>;
  expect(intakes.items.map((intake) => intake.id)).toEqual([(first.body as WaterIntake).id]);
});
