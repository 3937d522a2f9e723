import type { School, Page, SchoolYear } from '@familyhub/contracts';
import { setupSchoolApi, TestFamily } from '../testing/school-api';

const rivera = new TestFamily(1);
const admin = rivera.add(10, 'Alex', 'admin');
const parent = rivera.add(11, 'Sam', 'parent');
const child = rivera.add(12, 'Mia', 'child');
const other = new TestFamily(2);
const stranger = other.add(20, 'Lee', 'admin');

const api = setupSchoolApi([rivera, other]);

describe('schools', () => {
  it('adds, lists, edits and removes a school with its address fields', async () => {
    const published = api.recordPublished(1);
    const created = await api
      .as(parent)
      .post('/api/schools')
      .send({
        name: ' Lincoln Elementary ',
        address: '12 Oak St',
        city: 'Springfield',
        zipCode: '12345',
        website: '',
      })
      .expect(201);
    const school = created.body as School;
    expect(school).toMatchObject({
      name: 'Lincoln Elementary',
      address: '12 Oak St',
      city: 'Springfield',
      zipCode: '12345',
      website: null,
      state: null,
      createdById: parent.userId,
    });
    expect(published).toEqual(['schools']);

    const list = await api.as(child).get('/api/schools').expect(200);
    expect((list.body as Page<School>).items.map((s) => s.id)).toEqual([school.id]);
    expect(list.body.nextCursor).toBeNull();

    const edited = await api
      .as(admin)
      .patch(`/api/schools/${school.id}`)
      .send({ phone: '555-0100' })
      .expect(200);
    expect(edited.body).toMatchObject({ name: 'Lincoln Elementary', phone: '555-0100' });

    await api.as(admin).delete(`/api/schools/${school.id}`).expect(204);
    await api.as(admin).get(`/api/schools/${school.id}`).expect(404);
  });

  it("says 'School name is required' and checks the website", async () => {
    const res = await api.as(parent).post('/api/schools').send({ name: '  ' }).expect(400);
    expect(res.body.message).toContain('School name is required');
    const web = await api.as(parent).post('/api/schools').send({ name: 'X', website: 'lincoln' }).expect(400);
    expect(web.body.message).toContain('Website must start with http:// or https://');
  });

  it('pages the list with a cursor', async () => {
    for (const name of ['A', 'B', 'C']) await api.as(parent).post('/api/schools').send({ name }).expect(201);
    const first = await api.as(parent).get('/api/schools?limit=2').expect(200);
    expect(first.body.items).toHaveLength(2);
    const second = await api
      .as(parent)
      .get(`/api/schools?limit=2&cursor=${first.body.nextCursor}`)
      .expect(200);
    expect(second.body.items.map((s: School) => s.name)).toEqual(['C']);
    expect(second.body.nextCursor).toBeNull();
    await api.as(parent).get('/api/schools?cursor=nonsense').expect(400);
  });

  it("refuses a child's changes with a clear 403", async () => {
    const res = await api.as(child).post('/api/schools').send({ name: 'Mine' }).expect(403);
    expect(res.body.message).toBe('Only parents and admins can change schools');
  });

  it("never shows or changes another family's school", async () => {
    const school = (await api.as(parent).post('/api/schools').send({ name: 'Ours' }).expect(201))
      .body as School;
    const theirs = await api.as(stranger).get('/api/schools').expect(200);
    expect(theirs.body.items).toEqual([]);
    await api.as(stranger).get(`/api/schools/${school.id}`).expect(404);
    await api.as(stranger).patch(`/api/schools/${school.id}`).send({ name: 'Taken' }).expect(404);
    await api.as(stranger).delete(`/api/schools/${school.id}`).expect(404);
  });
});

describe('school years', () => {
  it('keeps one active year: making another active makes the first inactive', async () => {
    const first = (
      await api
        .as(parent)
        .post('/api/school-years')
        .send({ name: '2025–2026', startDate: '2025-09-01', endDate: '2026-06-30', isActive: true })
        .expect(201)
    ).body as SchoolYear;
    expect(first.isActive).toBe(true);
    const second = (
      await api
        .as(admin)
        .post('/api/school-years')
        .send({ name: '2026–2027', startDate: '2026-09-01', endDate: '2027-06-30', isActive: true })
        .expect(201)
    ).body as SchoolYear;
    const list = (await api.as(child).get('/api/school-years').expect(200)).body as Page<SchoolYear>;
    expect(list.items.map((y) => [y.name, y.isActive])).toEqual([
      ['2026–2027', true],
      ['2025–2026', false],
    ]);

    await api.as(parent).patch(`/api/school-years/${first.id}`).send({ isActive: true }).expect(200);
    const after = (await api.as(parent).get('/api/school-years').expect(200)).body as Page<SchoolYear>;
    expect(after.items.filter((y) => y.isActive).map((y) => y.id)).toEqual([first.id]);

    await api.as(parent).delete(`/api/school-years/${second.id}`).expect(204);
  });

  it('checks the dates, the role and the family', async () => {
    const bad = await api
      .as(parent)
      .post('/api/school-years')
      .send({ name: 'Backwards', startDate: '2026-09-01', endDate: '2026-01-01' })
      .expect(400);
    expect(bad.body.message).toContain('End date must be on or after the start date');
    const missing = await api
      .as(parent)
      .post('/api/school-years')
      .send({ startDate: '2026-09-01' })
      .expect(400);
    expect(missing.body.message).toContain('School year name is required');

    const year = (
      await api
        .as(parent)
        .post('/api/school-years')
        .send({ name: 'Y', startDate: '2024-09-01', endDate: '2025-06-30' })
        .expect(201)
    ).body as SchoolYear;
    const edit = await api
      .as(parent)
      .patch(`/api/school-years/${year.id}`)
      .send({ endDate: '2024-01-01' })
      .expect(400);
    expect(edit.body.message).toBe('End date must be on or after the start date');
    const forbidden = await api
      .as(child)
      .patch(`/api/school-years/${year.id}`)
      .send({ name: 'Z' })
      .expect(403);
    expect(forbidden.body.message).toBe('Only parents and admins can change school years');
    await api.as(stranger).patch(`/api/school-years/${year.id}`).send({ name: 'Z' }).expect(404);
    await api.as(stranger).delete(`/api/school-years/${year.id}`).expect(404);
    expect((await api.as(stranger).get('/api/school-years').expect(200)).body.items).toEqual([]);
  });
});
