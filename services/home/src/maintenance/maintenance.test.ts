import type { MaintenanceItem, MaintenanceItemPage, MaintenanceHistoryPage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupHomeApi } from '../testing/home-api';

const FAMILY = 9501;
const admin: Caller = { userId: 121, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 122, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 123, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 131, familyId: 9502, role: 'admin', plan: 'annual' };

const { as, recordPublished, families, alerts, clearedAlerts, clock, app } = setupHomeApi();
const published = recordPublished(FAMILY);

const filter = {
  name: 'Replace HVAC filter',
  category: 'heating-cooling',
  frequency: 'quarterly',
  nextDue: '2026-12-01',
  estimatedCostCents: 2500,
};

async function addItem(
  body: Record<string, unknown> = filter,
  by: Caller = parent,
): Promise<MaintenanceItem> {
  return (await as(by).post('/api/maintenance-items').send(body).expect(201)).body as MaintenanceItem;
}

beforeAll(() => {
  families.set(FAMILY, [reach(admin, 'Ada'), reach(parent, 'Pat'), reach(child, 'Kim')]);
  families.set(stranger.familyId, [reach(stranger, 'Sam')]);
});
beforeEach(() => {
  clock.now = new Date('2026-11-23T10:00:00Z');
  published.length = 0;
  alerts.length = 0;
  clearedAlerts.length = 0;
});
afterAll(() => {
  clock.now = null;
});

describe('maintenance items', () => {
  it('adds an item with the spec’s defaults; everyone reads them, next due first', async () => {
    const made = await addItem();
    expect(made).toMatchObject({
      name: 'Replace HVAC filter',
      category: 'heating-cooling',
      frequency: 'quarterly',
      nextDue: '2026-12-01',
      lastCompleted: null,
      reminderDays: 7,
      isRecurring: true,
      estimatedCostCents: 2500,
      assignedToId: null,
      createdById: parent.userId,
    });
    const sooner = await addItem({ name: 'Test smoke alarms', category: 'safety', nextDue: '2026-11-25' });
    const list = (await as(child).get('/api/maintenance-items').expect(200)).body as MaintenanceItemPage;
    const ids = list.items.map((i) => i.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(made.id));
    expect(published).toContain('maintenance-items');
  });

  it('pages by next due with a cursor, and refuses one it did not make', async () => {
    for (const day of ['2027-03-01', '2027-03-02', '2027-03-03'])
      await addItem({ name: `Gutter ${day}`, nextDue: day });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page = (await as(parent).get(`/api/maintenance-items${query}`).expect(200))
        .body as MaintenanceItemPage;
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const all = (await as(parent).get('/api/maintenance-items?limit=200').expect(200))
      .body as MaintenanceItemPage;
    expect(seen).toEqual(all.items.map((i) => i.id));
    await as(parent).get('/api/maintenance-items?cursor=bad').expect(400);
    await as(parent).get('/api/maintenance-items?category=spaceship').expect(400);
  });

  it('refuses bad input with the contract’s words', async () => {
    const noName = await as(parent)
      .post('/api/maintenance-items')
      .send({ nextDue: '2026-12-01' })
      .expect(400);
    expect(noName.body.message).toMatch('Name is required');
    const noDue = await as(parent).post('/api/maintenance-items').send({ name: 'x' }).expect(400);
    expect(noDue.body.message).toMatch('Next due must be a date');
    const reminder = await as(parent)
      .post('/api/maintenance-items')
      .send({ ...filter, reminderDays: 400 })
      .expect(400);
    expect(reminder.body.message).toMatch('Reminder days must be a whole number from 0 to 90');
    const cost = await as(parent)
      .post('/api/maintenance-items')
      .send({ ...filter, estimatedCostCents: -1 })
      .expect(400);
    expect(cost.body.message).toMatch('Estimated cost cannot be negative');
    const stranger_ = await as(parent)
      .post('/api/maintenance-items')
      .send({ ...filter, assignedToId: stranger.userId })
      .expect(400);
    expect(stranger_.body.message).toBe('Choose a member of your family');
    const made = await addItem();
    await as(parent).patch(`/api/maintenance-items/${made.id}`).send({}).expect(400);
    const future = await as(parent)
      .post(`/api/maintenance-items/${made.id}/complete`)
      .send({ completedOn: '2026-11-30' })
      .expect(400);
    expect(future.body.message).toBe('Done on cannot be in the future');
  });

  it('Mark Done records who, when, cost and notes and moves next due; a one-off is then done', async () => {
    const made = await addItem({ ...filter, assignedToId: child.userId });
    const done = await as(child)
      .post(`/api/maintenance-items/${made.id}/complete`)
      .send({ costCents: 2199, notes: 'MERV 11' })
      .expect(200);
    expect(done.body.item).toMatchObject({
      nextDue: '2027-02-23',
      lastCompleted: '2026-11-23T10:00:00.000Z',
    });
    expect(done.body.entry).toMatchObject({
      itemId: made.id,
      itemName: 'Replace HVAC filter',
      category: 'heating-cooling',
      completedOn: '2026-11-23',
      completedById: child.userId,
      costCents: 2199,
      notes: 'MERV 11',
    });
    expect(clearedAlerts.map((c) => c.body)).toContainEqual({
      dedupeKeyPrefix: `maintenance-due:${made.id}:`,
    });

    const once = await addItem({
      name: 'Paint the fence',
      category: 'exterior',
      nextDue: '2026-11-20',
      isRecurring: false,
    });
    const finished = await as(parent)
      .post(`/api/maintenance-items/${once.id}/complete`)
      .send({ completedOn: '2026-11-21' })
      .expect(200);
    expect(finished.body.item).toMatchObject({ nextDue: null });
    const list = (await as(parent).get('/api/maintenance-items?limit=200').expect(200))
      .body as MaintenanceItemPage;
    expect(list.items[list.items.length - 1].id).toBe(once.id);
  });

  it('lists and filters the history, newest first, with totals over every page', async () => {
    const gutter = await addItem({
      name: 'Clean gutters',
      category: 'exterior',
      frequency: 'half-yearly',
      nextDue: '2026-11-01',
    });
    // Recorded out of order: the newest (11-10) sets the item; the older one after it never moves it back.
    for (const [on, cost] of [
      ['2026-11-02', 4500],
      ['2026-11-10', null],
      ['2026-05-02', 4000],
    ] as const) {
      await as(parent)
        .post(`/api/maintenance-items/${gutter.id}/complete`)
        .send({ completedOn: on, costCents: cost })
        .expect(200);
    }
    const gutterNow = (
      (await as(parent).get('/api/maintenance-items?limit=200').expect(200)).body as MaintenanceItemPage
    ).items.find((i) => i.id === gutter.id);
    expect(gutterNow).toMatchObject({ lastCompleted: '2026-11-10T00:00:00.000Z', nextDue: '2027-05-10' });
    const page1 = (
      await as(child).get(`/api/maintenance-items/history?itemId=${gutter.id}&limit=2`).expect(200)
    ).body as MaintenanceHistoryPage;
    expect(page1.items.map((e) => e.completedOn)).toEqual(['2026-11-10', '2026-11-02']);
    expect(page1.totals).toEqual({ count: 3, costCents: 8500 });
    const page2 = (
      await as(child)
        .get(`/api/maintenance-items/history?itemId=${gutter.id}&limit=2&cursor=${page1.nextCursor}`)
        .expect(200)
    ).body as MaintenanceHistoryPage;
    expect(page2.items.map((e) => e.completedOn)).toEqual(['2026-05-02']);
    expect(page2.nextCursor).toBeNull();
    const range = (
      await as(parent)
        .get(`/api/maintenance-items/history?itemId=${gutter.id}&from=2026-11-01&to=2026-11-05`)
        .expect(200)
    ).body as MaintenanceHistoryPage;
    expect(range.items.map((e) => e.costCents)).toEqual([4500]);
    const byCategory = (
      await as(parent).get('/api/maintenance-items/history?category=exterior&limit=200').expect(200)
    ).body as MaintenanceHistoryPage;
    expect(byCategory.items.every((e) => e.category === 'exterior')).toBe(true);
    const bad = await as(parent)
      .get('/api/maintenance-items/history?from=2026-12-01&to=2026-11-01')
      .expect(400);
    expect(bad.body.message).toMatch('From must be on or before To');
    await as(parent).get('/api/maintenance-items/history?cursor=bad').expect(400);

    // Deleting the item keeps its history under its name.
    await as(parent).delete(`/api/maintenance-items/${gutter.id}`).expect(204);
    const kept = (
      await as(parent).get('/api/maintenance-items/history?category=exterior&limit=200').expect(200)
    ).body as MaintenanceHistoryPage;
    expect(kept.items.filter((e) => e.itemName === 'Clean gutters')).toHaveLength(3);
  });

  it('lets a child read and mark their own item done, but not add, edit, delete or mark another’s', async () => {
    const theirs = await addItem({ ...filter, assignedToId: parent.userId });
    const denied = await as(child).post('/api/maintenance-items').send(filter).expect(403);
    expect(denied.body.message).toBe('Only parents and admins can change maintenance items');
    await as(child).patch(`/api/maintenance-items/${theirs.id}`).send({ name: 'x' }).expect(403);
    await as(child).delete(`/api/maintenance-items/${theirs.id}`).expect(403);
    const notMine = await as(child).post(`/api/maintenance-items/${theirs.id}/complete`).send({}).expect(403);
    expect(notMine.body.message).toBe('Only the assignee, parents and admins can mark this done');
    const renamed = await as(admin)
      .patch(`/api/maintenance-items/${theirs.id}`)
      .send({ name: 'Filter' })
      .expect(200);
    // A PATCH changes only what it names.
    expect(renamed.body).toMatchObject({
      name: 'Filter',
      frequency: 'quarterly',
      category: 'heating-cooling',
    });
  });

  it('never shows or changes another family’s items or history', async () => {
    const made = await addItem();
    await as(parent).post(`/api/maintenance-items/${made.id}/complete`).send({}).expect(200);
    expect((await as(stranger).get('/api/maintenance-items').expect(200)).body.items).toEqual([]);
    const history = (await as(stranger).get('/api/maintenance-items/history').expect(200)).body;
    expect(history).toMatchObject({ items: [], totals: { count: 0, costCents: 0 } });
    await as(stranger).patch(`/api/maintenance-items/${made.id}`).send({ name: 'x' }).expect(404);
    await as(stranger).delete(`/api/maintenance-items/${made.id}`).expect(404);
    await as(stranger).post(`/api/maintenance-items/${made.id}/complete`).send({}).expect(404);
  });

  it('reminds the assignee (else the parents) once per due day, from reminder days before it', async () => {
    families.set(9503, [
      reach({ ...parent, userId: 141, familyId: 9503 }, 'Lee'),
      reach({ ...child, userId: 142, familyId: 9503 }, 'Max'),
    ]);
    const lee: Caller = { ...parent, userId: 141, familyId: 9503 };
    const soon = (
      await as(lee)
        .post('/api/maintenance-items')
        .send({ name: 'Service boiler', nextDue: '2026-11-28' })
        .expect(201)
    ).body as MaintenanceItem;
    const later = (
      await as(lee)
        .post('/api/maintenance-items')
        .send({ name: 'Chimney', nextDue: '2026-12-20', assignedToId: 142 })
        .expect(201)
    ).body as MaintenanceItem;
    await app().remindMaintenance(new Date('2026-11-23T10:00:00Z'));
    const ours = alerts.filter((a) => a.caller.familyId === 9503);
    expect(ours).toHaveLength(1);
    expect(ours[0].body).toMatchObject({
      dedupeKey: `maintenance-due:${soon.id}:2026-11-28`,
      recipientIds: [141],
      title: 'Service boiler is due soon',
      target: { type: 'maintenance-item', id: soon.id },
    });
    await app().remindMaintenance(new Date('2026-11-23T10:05:00Z'));
    expect(alerts.filter((a) => a.caller.familyId === 9503)).toHaveLength(1);
    await app().remindMaintenance(new Date('2026-12-14T10:00:00Z'));
    const chimney = alerts.filter(
      (a) => a.caller.familyId === 9503 && a.body.target && (a.body.target as { id: number }).id === later.id,
    );
    expect(chimney.map((a) => a.body.recipientIds)).toEqual([[142]]);
  });
});
