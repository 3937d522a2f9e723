import type { EmergencyContact, EmergencyContactPage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupPlanningApi } from '../testing/planning-api';

// Emergency contacts never ask identity anything: the callers are what the gateway would sign.
const FAMILY = 8201;
const admin: Caller = { userId: 51, familyId: FAMILY, role: 'admin', plan: 'free' };
const parent: Caller = { userId: 52, familyId: FAMILY, role: 'parent', plan: 'free' };
const child: Caller = { userId: 53, familyId: FAMILY, role: 'child', plan: 'free' };
const stranger: Caller = { userId: 61, familyId: 8202, role: 'admin', plan: 'free' };

const { as, recordPublished } = setupPlanningApi();
const published = recordPublished(FAMILY);

beforeEach(async () => {
  for (const contact of await list(admin))
    await as(admin).delete(`/api/emergency-contacts/${contact.id}`).expect(204);
  published.length = 0;
});

/** Every contact, page by page (`limit` a page). */
async function list(by: Caller, limit = 50): Promise<EmergencyContact[]> {
  const all: EmergencyContact[] = [];
  let cursor: string | null = null;
  do {
    const query = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = (await as(by).get(`/api/emergency-contacts${query}`).expect(200))
      .body as EmergencyContactPage;
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

async function add(by: Caller, body: Record<string, unknown>): Promise<EmergencyContact> {
  const res = await as(by).post('/api/emergency-contacts').send(body).expect(201);
  return res.body as EmergencyContact;
}

describe('emergency contacts CRUD', () => {
  it('adds, lists in name order, edits and deletes a contact, telling open screens each time', async () => {
    const grandma = await add(parent, {
      name: ' Grandma Rose ',
      relationship: 'Grandmother',
      phoneNumber: '(555) 123-4567',
      alternatePhone: '+1 555 765 4321',
      email: 'rose@example.test',
      address: '12 Elm Street',
      notes: 'Has a spare key',
    });
    expect(grandma).toMatchObject({
      name: 'Grandma Rose',
      relationship: 'Grandmother',
      phoneNumber: '(555) 123-4567',
      alternatePhone: '+1 555 765 4321',
      email: 'rose@example.test',
      isSharedContact: true,
      createdById: parent.userId,
    });
    const doctor = await add(admin, { name: 'Dr. Patel', phoneNumber: '555-222-3333 ext. 12' });
    expect(doctor).toMatchObject({
      relationship: null,
      alternatePhone: null,
      email: null,
      address: null,
      notes: null,
    });

    expect((await list(child)).map((c) => c.name)).toEqual(['Dr. Patel', 'Grandma Rose']);

    const edited = await as(admin)
      .patch(`/api/emergency-contacts/${grandma.id}`)
      .send({ phoneNumber: '555-000-1111', alternatePhone: null })
      .expect(200);
    expect(edited.body).toMatchObject({
      name: 'Grandma Rose',
      phoneNumber: '555-000-1111',
      alternatePhone: null,
      relationship: 'Grandmother',
      isSharedContact: true,
    });

    await as(parent).delete(`/api/emergency-contacts/${doctor.id}`).expect(204);
    expect((await list(admin)).map((c) => c.id)).toEqual([grandma.id]);
    expect(published).toEqual(Array(4).fill('emergency-contacts'));
  });

  it('uses the spec’s validation messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ phoneNumber: '555-123-4567' }, 'Name is required'],
      [{ name: '  ', phoneNumber: '555-123-4567' }, 'Name is required'],
      [{ name: 'Neighbour' }, 'Phone number is required'],
      [{ name: 'Neighbour', phoneNumber: '   ' }, 'Phone number is required'],
      [{ name: 'Neighbour', phoneNumber: 'call me' }, 'Enter a phone number like 555-123-4567'],
      [{ name: 'Neighbour', phoneNumber: '555-123-4567', email: 'nope' }, 'Enter a valid email address'],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).post('/api/emergency-contacts').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const contact = await add(admin, { name: 'Neighbour', phoneNumber: '555-123-4567' });
    const cleared = await as(admin).patch(`/api/emergency-contacts/${contact.id}`).send({ phoneNumber: '' });
    expect([cleared.status, cleared.body.message]).toEqual([400, 'Phone number is required']);
    expect(await list(admin)).toEqual([contact]);
  });
});

describe('paging (issue #8: one keyset style for every list that can grow)', () => {
  it('pages by name, case-insensitively, without repeats or gaps, and refuses a foreign cursor', async () => {
    for (const name of ['delta', 'Alpha', 'charlie', 'Bravo', 'alpha', 'Echo'])
      await add(admin, { name, phoneNumber: '555-0100' });
    const names = (await list(admin, 2)).map((c) => c.name);
    expect(names).toEqual(['Alpha', 'alpha', 'Bravo', 'charlie', 'delta', 'Echo']);
    const first = (await as(admin).get('/api/emergency-contacts?limit=4').expect(200))
      .body as EmergencyContactPage;
    expect(first.items).toHaveLength(4);
    expect(first.nextCursor).toEqual(expect.any(String));
    // Another family's cursor finds nothing of this one.
    const theirs = (
      await as(stranger)
        .get(`/api/emergency-contacts?cursor=${encodeURIComponent(first.nextCursor!)}`)
        .expect(200)
    ).body as EmergencyContactPage;
    expect(theirs).toEqual({ items: [], nextCursor: null });
    const bad = await as(admin).get('/api/emergency-contacts?cursor=not-ours').expect(400);
    expect(bad.body.error).toBe('bad_request');
    await as(admin).get('/api/emergency-contacts?limit=0').expect(400);
  });
});

describe('who may do what', () => {
  it('lets a child see the contacts but not change them', async () => {
    const contact = await add(admin, { name: 'Aunt May', phoneNumber: '555-444-5555' });
    published.length = 0;
    const refusal = { error: 'forbidden', message: 'Only parents and admins can change emergency contacts' };
    await as(child)
      .post('/api/emergency-contacts')
      .send({ name: 'Friend', phoneNumber: '555-1212' })
      .expect(403, refusal);
    await as(child)
      .patch(`/api/emergency-contacts/${contact.id}`)
      .send({ name: 'Friend' })
      .expect(403, refusal);
    await as(child).delete(`/api/emergency-contacts/${contact.id}`).expect(403, refusal);
    expect(await list(child)).toEqual([contact]);
    expect(published).toEqual([]);
  });

  it('answers 404 to another family and shows them nothing', async () => {
    const contact = await add(admin, { name: 'Uncle Ben', phoneNumber: '555-666-7777' });
    for (const res of [
      await as(stranger).patch(`/api/emergency-contacts/${contact.id}`).send({ name: 'Mine now' }),
      await as(stranger).delete(`/api/emergency-contacts/${contact.id}`),
    ]) {
      expect([res.status, res.body]).toEqual([
        404,
        { error: 'not_found', message: 'Emergency contact not found' },
      ]);
    }
    expect(await list(stranger)).toEqual([]);
    expect(await list(admin)).toEqual([contact]);
  });

  it('answers 401 when nobody is signed in', async () => {
    await as(null).get('/api/emergency-contacts').expect(401);
    await as(null).post('/api/emergency-contacts').send({ name: 'x', phoneNumber: '555-1212' }).expect(401);
  });
});
