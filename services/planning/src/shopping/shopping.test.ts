import { SHOPPING_LIST_DEFAULT_LIMIT, type ShoppingItem, type ShoppingPage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

// Shopping never asks identity anything, so the callers are what the gateway would sign for these members.
const FAMILY = 7001;
const admin: Caller = { userId: 11, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 12, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 13, familyId: FAMILY, role: 'child', plan: 'annual' };
const otherChild: Caller = { userId: 14, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 21, familyId: 7002, role: 'admin', plan: 'annual' };

const { as, recordPublished } = setupPlanningApi();
const published = recordPublished(FAMILY);
const strangerPublished = recordPublished(stranger.familyId);

beforeEach(async () => {
  await as(admin).post('/api/shopping-items/clear-completed').expect(200);
  for (const item of await list(admin, '?limit=500'))
    await as(admin).delete(`/api/shopping-items/${item.id}`).expect(204);
  published.length = 0;
  strangerPublished.length = 0;
});

async function page(by: Caller, query = ''): Promise<ShoppingPage> {
  const res = await as(by).get(`/api/shopping-items${query}`).expect(200);
  return res.body as ShoppingPage;
}

async function list(by: Caller, query = ''): Promise<ShoppingItem[]> {
  return (await page(by, query)).items;
}

/** Every page from the first, following nextCursor: the names on each. */
async function allPages(by: Caller, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const next: ShoppingPage = await page(by, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(next.items.map((i) => i.name));
    cursor = next.nextCursor;
  } while (cursor);
  return pages;
}

async function add(by: Caller, body: Record<string, unknown>): Promise<ShoppingItem> {
  const res = await as(by).post('/api/shopping-items').send(body).expect(201);
  return res.body as ShoppingItem;
}

describe('shopping items CRUD', () => {
  it('adds, lists, reads, edits and deletes an item, telling open screens each time', async () => {
    const milk = await add(parent, {
      name: '  Milk ',
      quantity: '2 litres',
      category: 'Dairy',
      estimatedPrice: 3.499,
      // The spec's client sends these; the adder is always the caller, whatever the body says.
      addedById: 999,
      completed: false,
    });
    expect(milk).toMatchObject({
      name: 'Milk',
      quantity: '2 litres',
      category: 'Dairy',
      estimatedPrice: 3.5,
      completed: false,
      status: null,
      fromRecipe: false,
      recipeId: null,
      addedById: parent.userId,
    });
    expect(Date.parse(milk.createdAt)).not.toBeNaN();

    const bread = await add(child, { name: 'Bread' });
    expect(bread).toMatchObject({
      quantity: null,
      category: null,
      estimatedPrice: null,
      addedById: child.userId,
    });

    await as(child).get(`/api/shopping-items/${milk.id}`).expect(200, milk);
    expect((await list(child)).map((i) => i.name)).toEqual(['Bread', 'Milk']);

    const edited = await as(admin)
      .patch(`/api/shopping-items/${milk.id}`)
      .send({ name: 'Oat milk', quantity: '', estimatedPrice: null, status: 'On offer' })
      .expect(200);
    expect(edited.body).toMatchObject({
      name: 'Oat milk',
      quantity: null,
      estimatedPrice: null,
      status: 'On offer',
      category: 'Dairy',
      completed: false,
    });

    await as(admin).delete(`/api/shopping-items/${milk.id}`).expect(204);
    await as(admin).get(`/api/shopping-items/${milk.id}`).expect(404);
    expect(published).toEqual(['shopping-items', 'shopping-items', 'shopping-items', 'shopping-items']);
    expect(strangerPublished).toEqual([]);
  });

  it('toggles completed with a partial update and lists open items first, newest first in each group', async () => {
    const eggs = await add(admin, { name: 'Eggs', quantity: 'a dozen', estimatedPrice: 4 });
    const rice = await add(admin, { name: 'Rice' });
    const soap = await add(admin, { name: 'Soap' });

    const ticked = await as(admin)
      .patch(`/api/shopping-items/${rice.id}`)
      .send({ completed: true })
      .expect(200);
    expect(ticked.body).toMatchObject({ name: 'Rice', completed: true, quantity: null });
    await as(admin).patch(`/api/shopping-items/${eggs.id}`).send({ completed: true }).expect(200);
    expect((await list(admin)).map((i) => [i.name, i.completed])).toEqual([
      ['Soap', false],
      ['Rice', true],
      ['Eggs', true],
    ]);

    const unticked = await as(admin)
      .patch(`/api/shopping-items/${eggs.id}`)
      .send({ completed: false })
      .expect(200);
    expect(unticked.body).toMatchObject({ completed: false, quantity: 'a dozen', estimatedPrice: 4 });
    expect((await list(admin)).map((i) => i.name)).toEqual(['Soap', 'Eggs', 'Rice']);
    expect(soap.completed).toBe(false);
  });

  it('pages the list with a cursor, open items first, across the bought ones', async () => {
    const made: ShoppingItem[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) made.push(await add(admin, { name }));
    await as(admin).patch(`/api/shopping-items/${made[3].id}`).send({ completed: true }).expect(200);
    await as(admin).patch(`/api/shopping-items/${made[0].id}`).send({ completed: true }).expect(200);
    // Open newest first (E, C, B), then bought newest first (D, A).
    expect(await allPages(admin, 2)).toEqual([['E', 'C'], ['B', 'D'], ['A']]);
    expect(await allPages(admin, 3)).toEqual([
      ['E', 'C', 'B'],
      ['D', 'A'],
    ]);
    expect(await allPages(admin, 5)).toEqual([['E', 'C', 'B', 'D', 'A']]);
  });

  it('carries the whole list’s totals on every page', async () => {
    await add(admin, { name: 'Milk', estimatedPrice: 3.5 });
    await add(admin, { name: 'Bread', estimatedPrice: 2.25 });
    const soap = await add(admin, { name: 'Soap', estimatedPrice: 10 });
    await add(admin, { name: 'Salt' });
    await as(admin).patch(`/api/shopping-items/${soap.id}`).send({ completed: true }).expect(200);
    const first = await page(admin, '?limit=1');
    const totals = { open: 3, bought: 1, openEstimatedTotal: 5.75 };
    expect(first.totals).toEqual(totals);
    expect((await page(admin, `?limit=1&cursor=${first.nextCursor}`)).totals).toEqual(totals);
    expect((await page(stranger)).totals).toEqual({ open: 0, bought: 0, openEstimatedTotal: 0 });
  });

  it(`no longer stops silently at ${SHOPPING_LIST_DEFAULT_LIMIT} items: the next page holds the rest (issue #9 item 11)`, async () => {
    const total = SHOPPING_LIST_DEFAULT_LIMIT + 5;
    for (let i = 1; i <= total; i++) await add(child, { name: `Item ${i}` });
    const first = await page(child);
    expect(first.items).toHaveLength(SHOPPING_LIST_DEFAULT_LIMIT);
    expect(first.totals.open).toBe(total);
    expect(first.nextCursor).not.toBeNull();
    const rest = await page(child, `?cursor=${first.nextCursor}`);
    expect(rest.items.map((i) => i.name)).toEqual(['Item 5', 'Item 4', 'Item 3', 'Item 2', 'Item 1']);
    expect(rest.nextCursor).toBeNull();
  }, 120_000);

  it('explains a bad limit or cursor with 400 and never pages into another family', async () => {
    for (const name of ['A', 'B']) await add(admin, { name });
    const bad = await as(admin).get('/api/shopping-items?limit=0').expect(400);
    expect(bad.body.message).toBe('limit must be a whole number between 1 and 500');
    await as(admin).get('/api/shopping-items?limit=501').expect(400);
    const forged = await as(admin).get('/api/shopping-items?cursor=eyJpZCI6MX0').expect(400);
    expect(forged.body.message).toMatch(/cursor is not valid/);
    const ours = await page(admin, '?limit=1');
    expect(await list(stranger, `?cursor=${ours.nextCursor}`)).toEqual([]);
  });

  it('clears completed items and says how many went', async () => {
    const a = await add(parent, { name: 'Apples' });
    const b = await add(parent, { name: 'Bananas' });
    await add(parent, { name: 'Cherries' });
    await as(parent).patch(`/api/shopping-items/${a.id}`).send({ completed: true }).expect(200);
    await as(parent).patch(`/api/shopping-items/${b.id}`).send({ completed: true }).expect(200);
    published.length = 0;

    await as(parent).post('/api/shopping-items/clear-completed').expect(200, { removed: 2 });
    expect((await list(parent)).map((i) => i.name)).toEqual(['Cherries']);
    expect(published).toEqual(['shopping-items']);
    await as(parent).post('/api/shopping-items/clear-completed').expect(200, { removed: 0 });
  });

  it('uses the spec’s validation message and refuses bad prices', async () => {
    const blank = await as(admin).post('/api/shopping-items').send({ name: '   ' }).expect(400);
    expect(blank.body).toMatchObject({ error: 'validation_failed', message: 'Item name is required' });
    const missing = await as(admin).post('/api/shopping-items').send({ quantity: '1' }).expect(400);
    expect(missing.body.message).toBe('Item name is required');
    const negative = await as(admin)
      .post('/api/shopping-items')
      .send({ name: 'Tea', estimatedPrice: -1 })
      .expect(400);
    expect(negative.body.message).toBe('Estimated price cannot be negative');
    const text = await as(admin)
      .post('/api/shopping-items')
      .send({ name: 'Tea', estimatedPrice: 'cheap' })
      .expect(400);
    expect(text.body.message).toBe('Estimated price must be a number');

    const item = await add(admin, { name: 'Valid' });
    const nothing = await as(admin).patch(`/api/shopping-items/${item.id}`).send({}).expect(400);
    expect(nothing.body.message).toBe('Nothing to update');
    const renamedBlank = await as(admin)
      .patch(`/api/shopping-items/${item.id}`)
      .send({ name: '' })
      .expect(400);
    expect(renamedBlank.body.message).toBe('Item name is required');
    expect(await list(admin)).toHaveLength(1);
  });

  it('answers 401 when nobody is signed in', async () => {
    await as(null).get('/api/shopping-items').expect(401);
    await as(null).post('/api/shopping-items').send({ name: 'Milk' }).expect(401);
    await as(null).post('/api/shopping-items/clear-completed').expect(401);
  });
});

describe('family scoping', () => {
  it('answers 404 to another family and leaves the item alone', async () => {
    const item = await add(admin, { name: 'Ours' });
    for (const res of [
      await as(stranger).get(`/api/shopping-items/${item.id}`),
      await as(stranger).patch(`/api/shopping-items/${item.id}`).send({ completed: true }),
      await as(stranger).delete(`/api/shopping-items/${item.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'Shopping item not found' });
    }
    expect(await list(stranger)).toEqual([]);

    await as(admin).patch(`/api/shopping-items/${item.id}`).send({ completed: true }).expect(200);
    await as(stranger).post('/api/shopping-items/clear-completed').expect(200, { removed: 0 });
    const [ours] = await list(admin);
    expect(ours).toMatchObject({ id: item.id, name: 'Ours', completed: true });
    expect(strangerPublished).toEqual([]);
  });
});

describe('what a child may do', () => {
  it('lets a child add items and tick off anyone’s item', async () => {
    const own = await add(child, { name: 'Crisps' });
    const parents = await add(parent, { name: 'Coffee' });
    await as(child).patch(`/api/shopping-items/${parents.id}`).send({ completed: true }).expect(200);
    await as(child).patch(`/api/shopping-items/${own.id}`).send({ completed: true }).expect(200);
    expect((await list(parent)).every((i) => i.completed)).toBe(true);
  });

  it('lets a child edit and delete what they added, but not someone else’s item', async () => {
    const own = await add(child, { name: 'Crisps' });
    await as(child)
      .patch(`/api/shopping-items/${own.id}`)
      .send({ name: 'Salted crisps', quantity: '2 bags' })
      .expect(200);

    const siblings = await add(otherChild, { name: 'Cola' });
    const parents = await add(parent, { name: 'Wine' });
    const rename = await as(child)
      .patch(`/api/shopping-items/${parents.id}`)
      .send({ name: 'Juice' })
      .expect(403);
    expect(rename.body).toEqual({
      error: 'forbidden',
      message: 'Only parents, admins and whoever added an item can change it',
    });
    // Ticking is allowed, but not smuggling another change in with it.
    await as(child)
      .patch(`/api/shopping-items/${siblings.id}`)
      .send({ completed: true, name: 'Water' })
      .expect(403);
    const remove = await as(child).delete(`/api/shopping-items/${siblings.id}`).expect(403);
    expect(remove.body.message).toBe('Only parents, admins and whoever added an item can delete it');
    const clear = await as(child).post('/api/shopping-items/clear-completed').expect(403);
    expect(clear.body.message).toBe('Only parents and admins can clear completed items');

    await as(child).delete(`/api/shopping-items/${own.id}`).expect(204);
    expect((await list(parent)).map((i) => [i.name, i.completed])).toEqual([
      ['Wine', false],
      ['Cola', false],
    ]);
  });

  it('lets a parent edit and delete an item a child added', async () => {
    const childs = await add(child, { name: 'Sweets' });
    await as(parent).patch(`/api/shopping-items/${childs.id}`).send({ name: 'Fruit' }).expect(200);
    await as(parent).delete(`/api/shopping-items/${childs.id}`).expect(204);
  });
});
