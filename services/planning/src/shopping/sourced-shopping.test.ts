import type {
  ShoppingItem,
  ShoppingPage,
  UpsertShoppingItemsAnswer,
  UpsertShoppingItemsBody,
} from '@familyhub/contracts';
import type { Caller, InternalCaller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

const FAMILY = 7101;
const parent: Caller = { userId: 31, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 32, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 41, familyId: 7102, role: 'admin', plan: 'annual' };

const { as, recordPublished } = setupPlanningApi();
const published = recordPublished(FAMILY);

beforeEach(async () => {
  for (const item of await list(parent))
    await as(parent).delete(`/api/shopping-items/${item.id}`).expect(204);
  published.length = 0;
});

async function list(by: Caller): Promise<ShoppingItem[]> {
  return ((await as(by).get('/api/shopping-items?limit=500').expect(200)).body as ShoppingPage).items;
}

const flour = (quantity: string, overrides: object = {}) => ({
  sourceKey: 'ingredient:1:mass',
  name: 'Flour',
  quantity,
  fromRecipe: true,
  recipeId: 5,
  ...overrides,
});

async function put(by: InternalCaller, items: UpsertShoppingItemsBody['items'], status = 200) {
  const res = await as(by).post('/internal/shopping-items').send({ domain: 'home', items }).expect(status);
  return res.body as UpsertShoppingItemsAnswer;
}

describe('POST /internal/shopping-items', () => {
  it('adds an item marked as from a recipe, and putting it again changes nothing', async () => {
    const first = await put(parent, [flour('250 g')]);
    expect(first.items).toEqual([
      { sourceKey: 'ingredient:1:mass', id: expect.any(Number), outcome: 'added', quantity: '250 g' },
    ]);
    expect(published).toContain('shopping-items');
    published.length = 0;

    const again = await put(parent, [flour('250 g')]);
    expect(again.items[0]).toMatchObject({ id: first.items[0].id, outcome: 'unchanged' });
    expect(published).toEqual([]);

    const items = await list(parent);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      name: 'Flour',
      quantity: '250 g',
      fromRecipe: true,
      recipeId: 5,
      addedById: parent.userId,
      completed: false,
    });
  });

  it('brings the open item to the new need rather than adding to it', async () => {
    await put(parent, [flour('250 g')]);
    const changed = await put(parent, [flour('1 kg')]);
    expect(changed.items[0]).toMatchObject({ outcome: 'updated', quantity: '1 kg' });
    expect((await list(parent)).map((i) => i.quantity)).toEqual(['1 kg']);
  });

  it('merges into an item added by hand with the same name, keeping its own quantity', async () => {
    await as(parent).post('/api/shopping-items').send({ name: ' flour ', quantity: '500 g' }).expect(201);
    const merged = await put(parent, [flour('750 g')]);
    expect(merged.items[0]).toMatchObject({ outcome: 'merged', quantity: '1.25 kg' });
    // Merging again recomputes from the hand-written 500 g: nothing doubles.
    const again = await put(parent, [flour('750 g')]);
    expect(again.items[0]).toMatchObject({ outcome: 'unchanged', quantity: '1.25 kg' });
    const items = await list(parent);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'flour', quantity: '1.25 kg', fromRecipe: true, recipeId: 5 });
  });

  it('adds a new item once the last one was bought', async () => {
    const { items } = await put(parent, [flour('250 g')]);
    await as(parent).patch(`/api/shopping-items/${items[0].id}`).send({ completed: true }).expect(200);
    const next = await put(parent, [flour('300 g')]);
    expect(next.items[0]).toMatchObject({ outcome: 'added', quantity: '300 g' });
    expect((await list(parent)).map((i) => [i.quantity, i.completed])).toEqual([
      ['300 g', false],
      ['250 g', true],
    ]);
  });

  it('lets a child acting through a domain and a job for the family add items', async () => {
    await put(child, [flour('100 g')]);
    const job: InternalCaller = { service: 'home', familyId: FAMILY };
    const answer = await put(job, [
      flour('2', { sourceKey: 'essential:3', name: 'Soap', fromRecipe: false, recipeId: null }),
    ]);
    expect(answer.items[0].outcome).toBe('added');
    const soap = (await list(parent)).find((i) => i.name === 'Soap');
    expect(soap).toMatchObject({ addedById: null, fromRecipe: false, recipeId: null });
  });

  it("keeps each family's list its own", async () => {
    await put(parent, [flour('250 g')]);
    await put(stranger, [flour('900 g')]);
    expect((await list(parent)).map((i) => i.quantity)).toEqual(['250 g']);
    expect((await list(stranger)).map((i) => i.quantity)).toEqual(['900 g']);
  });

  it('refuses bodies that are not a list of items', async () => {
    const empty = await as(parent)
      .post('/internal/shopping-items')
      .send({ domain: 'home', items: [] })
      .expect(400);
    expect(empty.body).toMatchObject({ error: 'validation_failed' });
    await put(parent, [flour('1 g', { name: ' ' })], 400);
    await put(parent, [flour('1 g'), flour('2 g')], 400);
    await as(parent)
      .post('/internal/shopping-items')
      .send({ domain: 'home', items: [flour('1 g')], familyId: stranger.familyId })
      .expect(400);
    await as(parent)
      .post('/internal/shopping-items')
      .send({ domain: 'nowhere', items: [flour('1 g')] })
      .expect(400);
  });

  it('refuses a call nobody signed', async () => {
    await as(null)
      .post('/internal/shopping-items')
      .send({ domain: 'home', items: [flour('1 g')] })
      .expect(401);
  });
});
