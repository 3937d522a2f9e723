import type { EssentialItem, EssentialItemPage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupHomeApi } from '../testing/home-api';

const FAMILY = 9481;
const admin: Caller = { userId: 171, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 172, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 173, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 181, familyId: 9482, role: 'admin', plan: 'annual' };

const PATH = '/api/essential-items';
const TODAY = '2026-11-23';
const { as, recordPublished, families, alerts, shopping, planning, clock, app } = setupHomeApi();
const published = recordPublished(FAMILY);

async function list(by: Caller, query = ''): Promise<EssentialItemPage> {
  return (await as(by).get(`${PATH}${query}`).expect(200)).body as EssentialItemPage;
}
const names = (page: EssentialItemPage) => page.items.map((i) => i.name);

async function add(by: Caller, body: Record<string, unknown>): Promise<EssentialItem> {
  return (await as(by).post(PATH).send(body).expect(201)).body as EssentialItem;
}

beforeAll(() => {
  families.set(FAMILY, [reach(admin, 'Ada'), reach(parent, 'Pat'), reach(child, 'Kim')]);
  families.set(stranger.familyId, [reach(stranger, 'Sam')]);
});

beforeEach(async () => {
  clock.now = new Date(`${TODAY}T10:00:00Z`);
  planning.down = false;
  for (const family of [admin, stranger]) {
    for (;;) {
      const page = await list(family, '?limit=200');
      if (page.items.length === 0) break;
      for (const item of page.items) await as(family).delete(`${PATH}/${item.id}`).expect(204);
    }
  }
  published.length = 0;
  alerts.length = 0;
  shopping.length = 0;
});

describe('household essentials', () => {
  it('adds with the spec’s defaults, lists by name, edits and deletes, telling open screens', async () => {
    const paper = await add(parent, { name: 'Toilet paper', currentQuantity: 8, unit: 'rolls' });
    expect(paper).toMatchObject({
      name: 'Toilet paper',
      category: 'other',
      currentQuantity: 8,
      unit: 'rolls',
      reorderThreshold: 1,
      reminderIntervalDays: 30,
      nextReminderDate: '2026-12-23',
      isAutoReorder: false,
      estimatedDurationDays: null,
      reorderedAt: null,
      createdById: parent.userId,
    });
    const soap = await add(admin, {
      name: 'dish soap',
      category: 'cleaning',
      currentQuantity: 2,
      reorderThreshold: 1,
      estimatedDurationDays: 14,
      reminderIntervalDays: 7,
      nextReminderDate: '2026-11-25',
      lastPurchased: '2026-11-01',
      notes: 'The green one',
    });
    expect(soap).toMatchObject({
      nextReminderDate: '2026-11-25',
      estimatedDurationDays: 14,
      notes: 'The green one',
    });
    expect(names(await list(child))).toEqual(['dish soap', 'Toilet paper']);
    expect((await as(child).get(`${PATH}/${soap.id}`).expect(200)).body).toMatchObject({ name: 'dish soap' });

    const edited = await as(parent)
      .patch(`${PATH}/${paper.id}`)
      .send({ reorderThreshold: 8, notes: 'x' })
      .expect(200);
    expect(edited.body).toMatchObject({ reorderThreshold: 8, notes: 'x' });
    expect(names(await list(child, '?low=true'))).toEqual(['Toilet paper']);

    await as(admin).delete(`${PATH}/${soap.id}`).expect(204);
    expect(names(await list(admin))).toEqual(['Toilet paper']);
    expect(published).toEqual(Array(4).fill('essential-items'));
  });

  it('pages by name with a cursor and refuses one it did not make', async () => {
    for (const name of ['Candles', 'batteries', 'Air freshener']) await add(admin, { name });
    const first = await list(admin, '?limit=2');
    expect(names(first)).toEqual(['Air freshener', 'batteries']);
    expect(await list(admin, `?limit=2&cursor=${first.nextCursor}`)).toEqual({
      items: [expect.objectContaining({ name: 'Candles' })],
      nextCursor: null,
    });
    await as(admin).get(`${PATH}?cursor=nope`).expect(400);
    await as(admin).get(`${PATH}?low=maybe`).expect(400);
  });

  it('Used one and Restock, by anyone in the family; auto-reorder puts it on the shopping list once', async () => {
    const paper = await add(admin, {
      name: 'Toilet paper',
      currentQuantity: 3,
      unit: 'rolls',
      isAutoReorder: true,
    });
    const used = await as(child).post(`${PATH}/${paper.id}/use`).expect(200);
    expect(used.body).toMatchObject({ currentQuantity: 2, reorderedAt: null });
    expect(shopping).toHaveLength(0);

    const low = await as(child).post(`${PATH}/${paper.id}/use`).expect(200);
    expect(low.body).toMatchObject({ currentQuantity: 1, reorderedAt: expect.any(String) });
    expect(shopping).toEqual([
      {
        caller: child,
        items: [{ sourceKey: `essential:${paper.id}`, name: 'Toilet paper', category: 'Household' }],
      },
    ]);
    await as(child).post(`${PATH}/${paper.id}/use`).expect(200);
    expect(shopping).toHaveLength(1);
    const refused = await as(child).post(`${PATH}/${paper.id}/use`).expect(409);
    expect(refused.body.message).toBe('None left to use: restock it first');

    const restocked = await as(child).post(`${PATH}/${paper.id}/restock`).send({ quantity: 12 }).expect(200);
    expect(restocked.body).toMatchObject({
      currentQuantity: 12,
      lastRestocked: TODAY,
      lastPurchased: TODAY,
      nextReminderDate: '2026-12-23',
      reorderedAt: null,
    });
    const one = await as(child).post(`${PATH}/${paper.id}/restock`).expect(200);
    expect(one.body.currentQuantity).toBe(13);
    await as(child).post(`${PATH}/${paper.id}/restock`).send({ quantity: 0 }).expect(400);
  });

  it('gives a refused reorder back and the job makes it when planning answers again', async () => {
    planning.down = true;
    const soap = await add(admin, { name: 'Soap', currentQuantity: 1, isAutoReorder: true });
    expect(soap.reorderedAt).toBeNull();
    planning.down = false;
    expect(await app().runDueEssentials(new Date(`${TODAY}T11:00:00Z`))).toEqual({
      reminded: 0,
      reordered: 1,
    });
    expect(shopping.map((s) => s.items[0].sourceKey)).toEqual([`essential:${soap.id}`]);
    expect(shopping[0].caller).toEqual({ service: 'home', familyId: FAMILY });
    expect(await app().runDueEssentials(new Date(`${TODAY}T11:05:00Z`))).toEqual({
      reminded: 0,
      reordered: 0,
    });
  });

  it('reminds the admins and parents on the reminder date, once, and moves the date on', async () => {
    const bulbs = await add(admin, {
      name: 'Bulbs',
      currentQuantity: 4,
      reminderIntervalDays: 10,
      nextReminderDate: TODAY,
    });
    await add(admin, { name: 'Later', nextReminderDate: '2026-12-01' });
    expect(await app().runDueEssentials(new Date(`${TODAY}T11:00:00Z`))).toEqual({
      reminded: 1,
      reordered: 0,
    });
    expect(alerts.map((a) => a.body)).toEqual([
      expect.objectContaining({
        dedupeKey: `essential-reminder:${bulbs.id}:${TODAY}`,
        recipientIds: [admin.userId, parent.userId],
        title: 'Check Bulbs',
        target: { type: 'essential-item', id: bulbs.id },
      }),
    ]);
    expect(await app().runDueEssentials(new Date(`${TODAY}T11:05:00Z`))).toEqual({
      reminded: 0,
      reordered: 0,
    });
    expect((await as(admin).get(`${PATH}/${bulbs.id}`).expect(200)).body.nextReminderDate).toBe('2026-12-03');
  });

  it('refuses what the contract refuses, with its words', async () => {
    const refuse = async (body: Record<string, unknown>, message: string) => {
      const res = await as(admin).post(PATH).send(body).expect(400);
      expect(res.body.message).toMatch(message);
    };
    await refuse({ name: '' }, 'Name is required');
    await refuse(
      { name: 'Soap', currentQuantity: -1 },
      'Current quantity must be a number from 0 to 100,000',
    );
    await refuse({ name: 'Soap', reorderThreshold: 'x' }, 'Reorder threshold must be a number');
    await refuse(
      { name: 'Soap', reminderIntervalDays: 0 },
      'Reminder interval must be whole days from 1 to 3650',
    );
    await refuse({ name: 'Soap', estimatedDurationDays: 1.5 }, 'Estimated duration must be whole days');
    await refuse({ name: 'Soap', nextReminderDate: 'soon' }, 'Next reminder date must be a date like');
    await refuse({ name: 'Soap', isAutoReorder: 'yes' }, 'Auto-reorder must be on or off');
    await refuse({ name: 'Soap', category: 'toys' }, 'Choose a category');
    const { id } = await add(admin, { name: 'Kept' });
    await as(admin).patch(`${PATH}/${id}`).send({}).expect(400);
    await as(admin).patch(`${PATH}/0`).send({ name: 'x' }).expect(404);
  });

  it('lets children read, use and restock but not add, change or delete', async () => {
    const { id } = await add(parent, { name: 'Tissues', currentQuantity: 5 });
    await as(child).post(PATH).send({ name: 'Mine' }).expect(403);
    await as(child).patch(`${PATH}/${id}`).send({ name: 'Changed' }).expect(403);
    const refused = await as(child).delete(`${PATH}/${id}`).expect(403);
    expect(refused.body.message).toBe('Only parents and admins can delete household essentials');
    expect(names(await list(child))).toEqual(['Tissues']);
  });

  it('never shows or changes another family’s essentials', async () => {
    const { id } = await add(admin, { name: 'Ours', currentQuantity: 5 });
    expect((await list(stranger)).items).toEqual([]);
    await as(stranger).get(`${PATH}/${id}`).expect(404);
    await as(stranger).patch(`${PATH}/${id}`).send({ name: 'Theirs' }).expect(404);
    await as(stranger).delete(`${PATH}/${id}`).expect(404);
    await as(stranger).post(`${PATH}/${id}/use`).expect(404);
    await as(stranger).post(`${PATH}/${id}/restock`).send({ quantity: 2 }).expect(404);
    expect((await as(admin).get(`${PATH}/${id}`).expect(200)).body.currentQuantity).toBe(5);
  });
});
