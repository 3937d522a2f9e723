import type { ShoppingItem, ShoppingPage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

// A tick made in a dead spot is sent again when the network returns (issue #31): the same add, the same key.
const FAMILY = 7101;
const parent: Caller = { userId: 31, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 32, familyId: FAMILY, role: 'child', plan: 'annual' };

const { as, recordPublished } = setupPlanningApi();
const published = recordPublished(FAMILY);

const addMilk = (by: Caller, key: string, name = 'Oat milk') =>
  as(by).post('/api/shopping-items').set('Idempotency-Key', key).send({ name });

async function named(name: string): Promise<ShoppingItem[]> {
  const page = (await as(parent).get('/api/shopping-items?limit=500').expect(200)).body as ShoppingPage;
  return page.items.filter((item) => item.name === name);
}

it('adds a shopping item once when the add is sent twice with one Idempotency-Key', async () => {
  published.length = 0;
  const first = await addMilk(parent, 'offline-add-1').expect(201);
  const again = await addMilk(parent, 'offline-add-1').expect(201);

  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.body).toEqual(first.body);
  expect((await named('Oat milk')).map((item) => item.id)).toEqual([(first.body as ShoppingItem).id]);
  // The family's open screens heard of one change, not two.
  expect(published).toEqual(['shopping-items']);
});

it('refuses the same key for a different item (422) and adds nothing', async () => {
  await addMilk(parent, 'offline-add-2', 'Bread').expect(201);
  const reused = await addMilk(parent, 'offline-add-2', 'Butter').expect(422);
  expect(reused.body).toMatchObject({ error: 'idempotency_key_reused' });
  expect(await named('Butter')).toEqual([]);
});

it("keeps each member's keys apart: the same key from another member is another add", async () => {
  await addMilk(parent, 'offline-add-3', 'Apples').expect(201);
  const theirs = await addMilk(child, 'offline-add-3', 'Apples').expect(201);
  expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  expect(await named('Apples')).toHaveLength(2);
});
