import type { PantryItem, PantryItemPage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupHomeApi } from '../testing/home-api';

// A pantry item added in a dead spot and sent again when the network returns (issue #31): added once.
const FAMILY = 9481;
const parent: Caller = { userId: 171, familyId: FAMILY, role: 'parent', plan: 'annual' };

const { as, families } = setupHomeApi();

beforeAll(() => {
  families.set(FAMILY, [reach(parent, 'Pat')]);
});

it('adds a pantry item once when the add is sent twice with one Idempotency-Key', async () => {
  const add = () =>
    as(parent).post('/api/pantry-items').set('Idempotency-Key', 'pantry-add-1').send({ name: 'Rice' });
  const first = await add().expect(201);
  const again = await add().expect(201);

  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.body).toEqual(first.body);
  const page = (await as(parent).get('/api/pantry-items?today=2026-11-23').expect(200))
    .body as PantryItemPage;
  expect(page.items.map((item) => item.id)).toEqual([(first.body as PantryItem).id]);
});
