import type { ItineraryItem, PackingItem, Vacation, VacationPage } from '@familyhub/contracts';
import { familyMembersOf, type Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

const FAMILY = 8401;
const admin: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'free' };
const parent: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'free' };
const child: Caller = { userId: 73, familyId: FAMILY, role: 'child', plan: 'free' };
const stranger: Caller = { userId: 81, familyId: 8402, role: 'admin', plan: 'free' };

// Identity's directory as this family's members see it (another family sees only its own admin).
const { as, recordPublished } = setupPlanningApi({
  members: familyMembersOf(async (caller) =>
    (caller.familyId === FAMILY ? [admin, parent, child] : [stranger]).map((m) => ({
      id: m.userId,
      name: `Member ${m.userId}`,
      role: m.role,
      canViewFinances: false,
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
    })),
  ),
});
const published = recordPublished(FAMILY);

beforeEach(async () => {
  for (const by of [admin, stranger])
    for (const trip of await list(by)) await as(by).delete(`/api/vacations/${trip.id}`).expect(204);
  published.length = 0;
});

/** Every trip, page by page (`limit` a page). */
async function list(by: Caller, limit = 50): Promise<Vacation[]> {
  const all: Vacation[] = [];
  let cursor: string | null = null;
  do {
    const query = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = (await as(by).get(`/api/vacations${query}`).expect(200)).body as VacationPage;
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}
async function plan(by: Caller, body: Record<string, unknown> = {}): Promise<Vacation> {
  const res = await as(by)
    .post('/api/vacations')
    .send({ title: 'Beach week', startDate: '2026-07-01', endDate: '2026-07-07', ...body })
    .expect(201);
  return res.body as Vacation;
}
async function pack(by: Caller, body: Record<string, unknown>): Promise<PackingItem> {
  return (await as(by).post('/api/vacation-packing-items').send(body).expect(201)).body as PackingItem;
}
async function packing(by: Caller, vacationId: number): Promise<PackingItem[]> {
  return (await as(by).get(`/api/vacations/${vacationId}/packing-items`).expect(200)).body as PackingItem[];
}
async function itinerary(by: Caller, vacationId: number): Promise<ItineraryItem[]> {
  return (await as(by).get(`/api/vacations/${vacationId}/itinerary`).expect(200)).body as ItineraryItem[];
}

describe('vacations', () => {
  it('plans, lists soonest first, edits and deletes a vacation, telling open screens each time', async () => {
    const beach = await plan(parent, { title: ' Beach week ', destination: 'Cornwall' });
    expect(beach).toMatchObject({
      title: 'Beach week',
      destination: 'Cornwall',
      startDate: '2026-07-01',
      endDate: '2026-07-07',
      description: null,
      isActive: true,
      createdById: parent.userId,
    });
    const ski = await plan(admin, { title: 'Ski trip', startDate: '2026-02-10', endDate: '2026-02-10' });
    expect((await list(child)).map((v) => v.title)).toEqual(['Ski trip', 'Beach week']);

    const edited = await as(admin)
      .patch(`/api/vacations/${beach.id}`)
      .send({ endDate: '2026-07-03' })
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'Beach week',
      startDate: '2026-07-01',
      endDate: '2026-07-03',
    });

    await as(parent).delete(`/api/vacations/${ski.id}`).expect(204);
    expect((await list(admin)).map((v) => v.id)).toEqual([beach.id]);
    expect(published).toEqual(Array(4).fill('vacations'));
  });

  it('uses the spec’s validation messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '2026-07-01', endDate: '2026-07-02' }, 'Title is required'],
      [{ title: '  ', startDate: '2026-07-01', endDate: '2026-07-02' }, 'Title is required'],
      [{ title: 'Trip', endDate: '2026-07-02' }, 'Start date is required'],
      [{ title: 'Trip', startDate: '2026-07-01' }, 'End date is required'],
      [
        { title: 'Trip', startDate: '2026-07-05', endDate: '2026-07-01' },
        'End date must be on or after the start date',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post('/api/vacations').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const trip = await plan(admin);
    const res = await as(admin).patch(`/api/vacations/${trip.id}`).send({ startDate: '2026-08-01' });
    expect([res.status, res.body.message]).toEqual([400, 'End date must be on or after the start date']);
    expect(await list(admin)).toEqual([trip]);
  });
});

describe('vacations paging (issue #8: one keyset style for every list that can grow)', () => {
  it('pages soonest first (id after a shared start date), and refuses a foreign cursor', async () => {
    const starts = ['2027-03-01', '2026-08-01', '2026-08-01', '2025-12-20', '2028-01-05'];
    const made: Vacation[] = [];
    for (const [i, startDate] of starts.entries())
      made.push(await plan(admin, { title: `Trip ${i}`, startDate, endDate: startDate }));
    expect((await list(admin, 2)).map((v) => v.title)).toEqual([
      'Trip 3',
      'Trip 1',
      'Trip 2',
      'Trip 0',
      'Trip 4',
    ]);
    const first = (await as(admin).get('/api/vacations?limit=2').expect(200)).body as VacationPage;
    expect(first.items.map((v) => v.id)).toEqual([made[3].id, made[1].id]);
    const theirs = (
      await as(stranger)
        .get(`/api/vacations?cursor=${encodeURIComponent(first.nextCursor!)}`)
        .expect(200)
    ).body as VacationPage;
    expect(theirs.items).toEqual([]);
    await as(admin).get('/api/vacations?cursor=%00').expect(400);
  });
});

describe('packing list', () => {
  it('adds items with defaults, ticks them packed and deletes them; deleting the trip takes its list', async () => {
    const trip = await plan(admin);
    const socks = await pack(child, { vacationId: trip.id, name: 'Socks', quantity: 5 });
    expect(socks).toMatchObject({
      vacationId: trip.id,
      name: 'Socks',
      category: 'clothing',
      quantity: 5,
      isPacked: false,
      assignedToId: null,
    });
    const passport = await pack(parent, {
      vacationId: trip.id,
      name: 'Passports',
      category: 'documents',
      assignedToId: parent.userId,
    });
    expect(passport.quantity).toBe(1);
    expect((await packing(child, trip.id)).map((i) => i.name)).toEqual(['Socks', 'Passports']);

    const ticked = await as(child).patch(`/api/vacation-packing-items/${socks.id}`).send({ isPacked: true });
    expect([ticked.status, ticked.body.isPacked]).toEqual([200, true]);
    await as(parent).patch(`/api/vacation-packing-items/${socks.id}`).send({ quantity: 6 }).expect(200);
    await as(admin).delete(`/api/vacation-packing-items/${passport.id}`).expect(204);
    expect(await packing(admin, trip.id)).toEqual([{ ...socks, quantity: 6, isPacked: true }]);

    await as(admin).delete(`/api/vacations/${trip.id}`).expect(204);
    await as(admin).patch(`/api/vacation-packing-items/${socks.id}`).send({ isPacked: false }).expect(404);
    expect(published).toEqual(Array(7).fill('vacations'));
  });

  it('checks category and quantity', async () => {
    const trip = await plan(admin);
    const cases: [Record<string, unknown>, string][] = [
      [{ vacationId: trip.id }, 'Name is required'],
      [{ vacationId: trip.id, name: 'Hat', quantity: 0 }, 'Quantity must be a whole number of at least 1'],
      [{ vacationId: trip.id, name: 'Hat', quantity: 1.5 }, 'Quantity must be a whole number of at least 1'],
      [
        { vacationId: trip.id, name: 'Hat', quantity: 'lots' },
        'Quantity must be a whole number of at least 1',
      ],
      [
        { vacationId: trip.id, name: 'Hat', category: 'hats' },
        'Category must be one of clothing, toiletries, electronics, documents, essentials, other',
      ],
      [{ name: 'Hat' }, 'Vacation is required'],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post('/api/vacation-packing-items').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await packing(admin, trip.id)).toEqual([]);
  });

  it('assigns packing items only to members of the family', async () => {
    const trip = await plan(admin);
    const outsider = await as(admin)
      .post('/api/vacation-packing-items')
      .send({ vacationId: trip.id, name: 'Passport', assignedToId: stranger.userId })
      .expect(400);
    expect(outsider.body.message).toBe('Assignee must be a member of your family');
    const item = await pack(admin, { vacationId: trip.id, name: 'Passport', assignedToId: parent.userId });
    await as(admin)
      .patch(`/api/vacation-packing-items/${item.id}`)
      .send({ assignedToId: 99_999 })
      .expect(400);
    expect((await packing(admin, trip.id))[0].assignedToId).toBe(parent.userId);
  });

  it('lets a child change or delete only the items assigned to them, but tick any', async () => {
    const trip = await plan(admin);
    const mine = await pack(admin, { vacationId: trip.id, name: 'Teddy', assignedToId: child.userId });
    const theirs = await pack(child, { vacationId: trip.id, name: 'Charger', category: 'electronics' });
    const refusal = {
      error: 'forbidden',
      message: 'Children can only change packing items assigned to them',
    };
    await as(child).delete(`/api/vacation-packing-items/${theirs.id}`).expect(403, refusal);
    await as(child)
      .patch(`/api/vacation-packing-items/${theirs.id}`)
      .send({ name: 'Mine' })
      .expect(403, refusal);
    await as(child).patch(`/api/vacation-packing-items/${theirs.id}`).send({ isPacked: true }).expect(200);
    await as(child).patch(`/api/vacation-packing-items/${mine.id}`).send({ quantity: 2 }).expect(200);
    await as(child).delete(`/api/vacation-packing-items/${mine.id}`).expect(204);
    expect(await packing(child, trip.id)).toEqual([{ ...theirs, isPacked: true }]);
  });
});

describe('itinerary', () => {
  it('adds, lists by date, edits and deletes itinerary items', async () => {
    const trip = await plan(admin);
    const hotel = await as(parent)
      .post('/api/vacation-itinerary')
      .send({
        vacationId: trip.id,
        title: 'Hotel check-in',
        date: '2026-07-02',
        location: 'Harbour Inn',
        cost: 249.5,
        bookingReference: 'HX-123',
      })
      .expect(201);
    expect(hotel.body).toMatchObject({
      title: 'Hotel check-in',
      date: '2026-07-02',
      location: 'Harbour Inn',
      cost: 249.5,
      bookingReference: 'HX-123',
      description: null,
    });
    const flight = await as(admin)
      .post('/api/vacation-itinerary')
      .send({ vacationId: trip.id, title: 'Flight out', date: '2026-07-01', location: 'Airport' })
      .expect(201);
    expect((await itinerary(child, trip.id)).map((i) => i.title)).toEqual(['Flight out', 'Hotel check-in']);

    const edited = await as(admin)
      .patch(`/api/vacation-itinerary/${hotel.body.id}`)
      .send({ cost: null })
      .expect(200);
    expect(edited.body).toMatchObject({ title: 'Hotel check-in', cost: null });
    await as(admin).delete(`/api/vacation-itinerary/${flight.body.id}`).expect(204);
    expect((await itinerary(admin, trip.id)).map((i) => i.id)).toEqual([hotel.body.id]);

    const bad = await as(admin).post('/api/vacation-itinerary').send({ vacationId: trip.id, title: '' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Title is required']);
  });
});

describe('who may do what', () => {
  it('lets a child see trips and itinerary but not plan them', async () => {
    const trip = await plan(admin);
    const refusal = { error: 'forbidden', message: 'Only parents and admins can plan vacations' };
    await as(child)
      .post('/api/vacations')
      .send({ title: 'Mine', startDate: '2026-07-01', endDate: '2026-07-02' })
      .expect(403, refusal);
    await as(child).patch(`/api/vacations/${trip.id}`).send({ title: 'Mine' }).expect(403, refusal);
    await as(child).delete(`/api/vacations/${trip.id}`).expect(403, refusal);
    await as(child)
      .post('/api/vacation-itinerary')
      .send({ vacationId: trip.id, title: 'Zoo' })
      .expect(403, refusal);
    expect(await list(child)).toEqual([trip]);
    expect(await itinerary(child, trip.id)).toEqual([]);
  });

  it('answers 404 to another family, for the trip and anything pointing at it', async () => {
    const trip = await plan(admin);
    const item = await pack(admin, { vacationId: trip.id, name: 'Sunscreen', category: 'toiletries' });
    const missing = { error: 'not_found', message: 'Vacation not found' };
    await as(stranger).patch(`/api/vacations/${trip.id}`).send({ title: 'Mine' }).expect(404, missing);
    await as(stranger).delete(`/api/vacations/${trip.id}`).expect(404, missing);
    await as(stranger).get(`/api/vacations/${trip.id}/packing-items`).expect(404, missing);
    await as(stranger).get(`/api/vacations/${trip.id}/itinerary`).expect(404, missing);
    await as(stranger)
      .post('/api/vacation-packing-items')
      .send({ vacationId: trip.id, name: 'x' })
      .expect(404, missing);
    await as(stranger)
      .post('/api/vacation-itinerary')
      .send({ vacationId: trip.id, title: 'x' })
      .expect(404, missing);
    await as(stranger)
      .patch(`/api/vacation-packing-items/${item.id}`)
      .send({ isPacked: true })
      .expect(404, { error: 'not_found', message: 'Packing item not found' });
    expect(await list(stranger)).toEqual([]);
    expect(await packing(admin, trip.id)).toEqual([item]);
  });

  it('answers 401 when nobody is signed in', async () => {
    await as(null).get('/api/vacations').expect(401);
  });
});
