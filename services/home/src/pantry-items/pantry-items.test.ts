import {
  apiMessageCatalogues,
  renderMessage,
  type AlertWording,
  type PantryCounts,
  type PantryItem,
  type PantryItemPage,
} from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupHomeApi } from '../testing/home-api';

const FAMILY = 9471;
const admin: Caller = { userId: 151, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 152, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 153, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 161, familyId: 9472, role: 'admin', plan: 'annual' };

const PATH = '/api/pantry-items';
const TODAY = '2026-11-23';
const { as, recordPublished, families, alerts, clearedAlerts, clock, app } = setupHomeApi();
const published = recordPublished(FAMILY);

async function list(by: Caller, query = ''): Promise<PantryItemPage> {
  const sep = query.includes('?') ? '&' : '?';
  return (await as(by).get(`${PATH}${query}${sep}today=${TODAY}`).expect(200)).body as PantryItemPage;
}
const names = (page: PantryItemPage) => page.items.map((i) => i.name);

async function add(by: Caller, body: Record<string, unknown>): Promise<PantryItem> {
  return (await as(by).post(PATH).send(body).expect(201)).body as PantryItem;
}

beforeAll(() => {
  families.set(FAMILY, [reach(admin, 'Ada'), reach(parent, 'Pat'), reach(child, 'Kim')]);
  families.set(stranger.familyId, [reach(stranger, 'Sam')]);
});

beforeEach(async () => {
  clock.now = new Date(`${TODAY}T10:00:00Z`);
  for (const family of [admin, stranger]) {
    for (;;) {
      const page = (await as(family).get(`${PATH}?limit=200`).expect(200)).body as PantryItemPage;
      if (page.items.length === 0) break;
      for (const item of page.items) await as(family).delete(`${PATH}/${item.id}`).expect(204);
    }
  }
  published.length = 0;
  alerts.length = 0;
  clearedAlerts.length = 0;
});

describe('pantry items', () => {
  it('adds with defaults, lists by name, edits and deletes, telling open screens each time', async () => {
    const rice = await add(parent, {
      name: ' Rice ',
      category: 'grains-pasta',
      quantity: 750,
      unit: 'g',
      location: 'cupboard',
      expiryDate: '2027-06-01',
      minQuantity: 250,
      barcode: '4006381333931',
      lastPurchased: '2026-11-20',
      notes: 'Basmati',
    });
    expect(rice).toMatchObject({
      name: 'Rice',
      category: 'grains-pasta',
      quantity: 750,
      unit: 'g',
      location: 'cupboard',
      expiryDate: '2027-06-01',
      minQuantity: 250,
      barcode: '4006381333931',
      lastPurchased: '2026-11-20',
      notes: 'Basmati',
      ingredientId: null,
      createdById: parent.userId,
    });
    const apples = await add(admin, { name: 'apples' });
    expect(apples).toMatchObject({ category: 'other', quantity: 1, unit: 'pieces', location: 'pantry' });
    expect(apples.expiryDate).toBeNull();

    expect(names(await list(child))).toEqual(['apples', 'Rice']);
    expect((await as(child).get(`${PATH}/${rice.id}`).expect(200)).body).toMatchObject({ name: 'Rice' });

    const edited = await as(parent)
      .patch(`${PATH}/${rice.id}`)
      .send({ quantity: 500.5, notes: null, ingredientId: 12 })
      .expect(200);
    expect(edited.body).toMatchObject({ quantity: 500.5, notes: null, ingredientId: 12 });

    await as(admin).delete(`${PATH}/${apples.id}`).expect(204);
    expect(names(await list(admin))).toEqual(['Rice']);
    expect(published).toEqual(Array(4).fill('pantry-items'));
  });

  it('pages by name with a cursor, and refuses a cursor it did not make', async () => {
    for (const name of ['Eggs', 'butter', 'Apples', 'cheese', 'Dates']) await add(admin, { name });
    const first = await list(admin, '?limit=2');
    expect(names(first)).toEqual(['Apples', 'butter']);
    const second = await list(admin, `?limit=2&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(['cheese', 'Dates']);
    const last = await list(admin, `?limit=2&cursor=${second.nextCursor}`);
    expect(last).toEqual({ items: [expect.objectContaining({ name: 'Eggs' })], nextCursor: null });

    expect((await as(admin).get(`${PATH}?cursor=not-a-cursor`).expect(400)).body.error).toBe('bad_request');
    // A by-name cursor is not a by-date one.
    await as(admin).get(`${PATH}?filter=expiring&cursor=${first.nextCursor}`).expect(400);
    await as(admin).get(`${PATH}?limit=0`).expect(400);
  });

  it('searches by the start of the name, case ignored, with filters', async () => {
    for (const name of ['Milk', 'milk chocolate', 'Oat milk', 'Mint', 'Flour%']) await add(admin, { name });
    expect(names(await list(admin, '?q=MIL'))).toEqual(['Milk', 'milk chocolate']);
    expect(names(await list(admin, '?q=mi&limit=1'))).toEqual(['Milk']);
    const next = await list(admin, '?q=mi&limit=1');
    expect(names(await list(admin, `?q=mi&limit=5&cursor=${next.nextCursor}`))).toEqual([
      'milk chocolate',
      'Mint',
    ]);
    // Pattern characters are text.
    expect(names(await list(admin, '?q=flour%25'))).toEqual(['Flour%']);
    expect(names(await list(admin, '?q=%25'))).toEqual([]);
    expect(names(await list(admin, '?q=zz'))).toEqual([]);
  });

  it('filters Expiring soon (today to 3 days on), Expired and Low stock, with counts', async () => {
    await add(admin, { name: 'Yesterday', expiryDate: '2026-11-22' });
    await add(admin, { name: 'Last week', expiryDate: '2026-11-16' });
    await add(admin, { name: 'Today', expiryDate: TODAY });
    await add(admin, { name: 'In three days', expiryDate: '2026-11-26' });
    await add(admin, { name: 'In four days', expiryDate: '2026-11-27' });
    await add(admin, { name: 'Low', quantity: 1, minQuantity: 2 });
    await add(admin, { name: 'At minimum', quantity: 2, minQuantity: 2 });
    await add(admin, { name: 'Plenty', quantity: 5, minQuantity: 2 });

    expect(names(await list(admin, '?filter=expiring'))).toEqual(['Today', 'In three days']);
    expect(names(await list(admin, '?filter=expired'))).toEqual(['Last week', 'Yesterday']);
    expect(names(await list(admin, '?filter=low'))).toEqual(['At minimum', 'Low']);
    const firstExpired = await list(admin, '?filter=expired&limit=1');
    expect(names(await list(admin, `?filter=expired&cursor=${firstExpired.nextCursor}`))).toEqual([
      'Yesterday',
    ]);
    // The viewer's own date decides.
    const tomorrowView = (await as(admin).get(`${PATH}?filter=expiring&today=2026-11-24`).expect(200))
      .body as PantryItemPage;
    expect(names(tomorrowView)).toEqual(['In three days', 'In four days']);

    const counts = (await as(child).get(`${PATH}/counts?today=${TODAY}`).expect(200)).body as PantryCounts;
    expect(counts).toEqual({ all: 8, expiring: 2, expired: 2, low: 2 });
    await as(admin).get(`${PATH}?filter=soon`).expect(400);
    await as(admin).get(`${PATH}?today=23-11-2026`).expect(400);
  });

  it('refuses what the contract refuses, with its words', async () => {
    const refuse = async (body: Record<string, unknown>, message: string) => {
      const res = await as(admin).post(PATH).send(body).expect(400);
      expect(res.body.message).toMatch(message);
    };
    await refuse({ name: '  ' }, 'Name is required');
    await refuse({ name: 'x'.repeat(121) }, 'Name must be at most 120 characters');
    await refuse({ name: 'Milk', quantity: -1 }, 'Quantity must be a number from 0 to 1,000,000');
    await refuse({ name: 'Milk', quantity: 'lots' }, 'Quantity must be a number');
    await refuse({ name: 'Milk', quantity: 1.23456 }, 'Use at most 3 decimal places');
    await refuse({ name: 'Milk', location: 'garage' }, 'Choose where the item is kept');
    await refuse({ name: 'Milk', category: 'toys' }, 'Choose a category');
    await refuse({ name: 'Milk', expiryDate: '31/12/2026' }, 'Expiry date must be a date like 2026-11-23');
    await refuse({ name: 'Milk', barcode: '12 34' }, 'Barcode must be 4 to 64 letters, digits or dashes');
    await refuse({ name: 'Milk', unit: '' }, 'Unit is required');
    await refuse({ name: 'Milk', colour: 'red' }, 'Unrecognized key');
    const { id } = await add(admin, { name: 'Kept' });
    await as(admin).patch(`${PATH}/${id}`).send({}).expect(400);
    await as(admin).patch(`${PATH}/abc`).send({ name: 'x' }).expect(404);
  });

  it('lets children read but not add, change or delete', async () => {
    const { id } = await add(parent, { name: 'Family thing' });
    expect((await list(child)).items).toHaveLength(1);
    await as(child).post(PATH).send({ name: 'Mine' }).expect(403);
    await as(child).patch(`${PATH}/${id}`).send({ name: 'Changed' }).expect(403);
    const refused = await as(child).delete(`${PATH}/${id}`).expect(403);
    expect(refused.body.message).toBe('Only parents and admins can delete pantry items');
    await as(child).put(`${PATH}/settings`).send({ addBoughtItems: 'always' }).expect(403);
    expect((await list(admin)).items).toHaveLength(1);
  });

  it('never shows or changes another family’s pantry items', async () => {
    const { id } = await add(admin, { name: 'Ours', expiryDate: '2026-11-24' });
    expect((await list(stranger)).items).toEqual([]);
    expect((await list(stranger, '?filter=expiring')).items).toEqual([]);
    expect((await as(stranger).get(`${PATH}/counts`).expect(200)).body).toMatchObject({ all: 0 });
    await as(stranger).get(`${PATH}/${id}`).expect(404);
    await as(stranger).patch(`${PATH}/${id}`).send({ name: 'Theirs' }).expect(404);
    await as(stranger).delete(`${PATH}/${id}`).expect(404);
    await as(stranger).put(`${PATH}/settings`).send({ addBoughtItems: 'never' }).expect(200);
    expect((await as(admin).get(`${PATH}/settings`).expect(200)).body).toEqual({ addBoughtItems: 'ask' });
    expect(names(await list(admin))).toEqual(['Ours']);
  });

  it('alerts the admins and parents once when an item expires tomorrow, and clears it when that changes', async () => {
    const milk = await add(parent, {
      name: 'Milk',
      quantity: 1,
      unit: 'l',
      location: 'fridge',
      expiryDate: '2026-11-24',
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0].body).toMatchObject({
      dedupeKey: `pantry-expiring:${milk.id}:2026-11-24`,
      recipientIds: [admin.userId, parent.userId],
      title: 'Milk expires tomorrow',
      description: '1 l in the fridge',
      target: { type: 'pantry-item', id: milk.id },
      expiresAt: '2026-11-25T00:00:00Z',
    });
    // Worded for each reader's language (issue #35): the item's name and unit as typed.
    const wording = alerts[0].body.wording as AlertWording;
    const { default: es } = await apiMessageCatalogues.es();
    expect(renderMessage(wording.title, 'es', es)).toBe('Milk caduca mañana');
    expect(renderMessage(wording.description!, 'es', es)).toBe('1 l en la nevera');
    // The job finds nothing left to do, however often it runs.
    expect(await app().alertExpiringPantry(new Date(`${TODAY}T12:00:00Z`))).toBe(0);
    await as(parent).patch(`${PATH}/${milk.id}`).send({ quantity: 2 }).expect(200);
    expect(alerts).toHaveLength(1);

    // Moved to another date: the alert goes; deleting clears it too.
    await as(parent).patch(`${PATH}/${milk.id}`).send({ expiryDate: '2026-11-30' }).expect(200);
    expect(clearedAlerts.map((c) => c.body)).toEqual([{ dedupeKeyPrefix: `pantry-expiring:${milk.id}:` }]);
    await as(parent).delete(`${PATH}/${milk.id}`).expect(204);
    expect(clearedAlerts).toHaveLength(1);
  });

  it('raises the alerts of items that reach "tomorrow" in the periodic job, once each', async () => {
    const cheese = await add(admin, { name: 'Cheese', expiryDate: '2026-11-25' });
    await add(stranger, { name: 'Their yoghurt', expiryDate: '2026-11-25' });
    await add(admin, { name: 'Jam', expiryDate: '2027-01-01' });
    expect(alerts).toHaveLength(0);
    const nextDay = new Date('2026-11-24T00:03:00Z');
    expect(await app().alertExpiringPantry(nextDay)).toBe(2);
    expect(await app().alertExpiringPantry(nextDay)).toBe(0);
    expect(alerts.map((a) => a.body.title).sort()).toEqual([
      'Cheese expires tomorrow',
      'Their yoghurt expires tomorrow',
    ]);
    const ours = alerts.find((a) => a.body.title === 'Cheese expires tomorrow');
    expect(ours?.caller).toEqual({ service: 'home', familyId: FAMILY });
    expect(ours?.body.dedupeKey).toBe(`pantry-expiring:${cheese.id}:2026-11-25`);
  });

  it('remembers the family’s choice for bought items and adds them to the pantry', async () => {
    expect((await as(child).get(`${PATH}/settings`).expect(200)).body).toEqual({ addBoughtItems: 'ask' });
    await as(parent).put(`${PATH}/settings`).send({ addBoughtItems: 'always' }).expect(200);
    expect((await as(child).get(`${PATH}/settings`).expect(200)).body).toEqual({ addBoughtItems: 'always' });
    await as(parent).put(`${PATH}/settings`).send({ addBoughtItems: 'sometimes' }).expect(400);

    const first = await as(child)
      .post(`${PATH}/from-shopping`)
      .send({ name: 'Flour', quantity: '1.5 kg', today: TODAY })
      .expect(201);
    expect(first.body).toMatchObject({
      created: true,
      item: { name: 'Flour', quantity: 1.5, unit: 'kg', lastPurchased: TODAY },
    });
    const again = await as(parent)
      .post(`${PATH}/from-shopping`)
      .send({ name: 'flour', quantity: '1kg' })
      .expect(200);
    expect(again.body).toMatchObject({ created: false, item: { id: first.body.item.id, quantity: 2.5 } });
    const loose = await as(parent)
      .post(`${PATH}/from-shopping`)
      .send({ name: 'Bananas', quantity: 'a bunch' });
    expect(loose.body.item).toMatchObject({ quantity: 1, unit: 'pieces' });
    await as(parent).post(`${PATH}/from-shopping`).send({ quantity: '1' }).expect(400);
  });

  it('adds a bought amount to the item of that name in a unit it converts to, in the item’s own unit', async () => {
    const flour = await add(parent, { name: 'Flour', quantity: 300, unit: 'g', minQuantity: 500 });
    const bought = await as(parent)
      .post(`${PATH}/from-shopping`)
      .send({ name: 'flour', quantity: '1.2 kg', today: TODAY })
      .expect(200);
    expect(bought.body).toMatchObject({
      created: false,
      item: { id: flour.id, quantity: 1500, unit: 'g', minQuantity: 500, lastPurchased: TODAY },
    });
    const milk = await add(parent, { name: 'Milk', quantity: 1.5, unit: 'l' });
    const more = await as(child).post(`${PATH}/from-shopping`).send({ name: 'Milk', quantity: '500ml' });
    expect(more.body.item).toMatchObject({ id: milk.id, quantity: 2, unit: 'l' });
    const eggs = await add(parent, { name: 'Eggs', quantity: 4, unit: 'pieces' });
    const dozen = await as(child).post(`${PATH}/from-shopping`).send({ name: 'Eggs', quantity: '1 dozen' });
    expect(dozen.body.item).toMatchObject({ id: eggs.id, quantity: 16, unit: 'pieces' });
    // A mass does not go into a volume: a second row, as before.
    const sugar = await as(child)
      .post(`${PATH}/from-shopping`)
      .send({ name: 'Milk', quantity: '2 kg' })
      .expect(201);
    expect(sugar.body.item).toMatchObject({ quantity: 2, unit: 'kg' });
    expect(names(await list(admin, '?q=flour'))).toEqual(['Flour']);
  });
});
