import type { ExtracurricularActivity, SchoolEvent, SchoolEventPage, Student } from '@familyhub/contracts';
import { setupSchoolApi, TestFamily } from '../testing/school-api';

const rivera = new TestFamily(1);
const admin = rivera.add(10, 'Alex', 'admin');
const parent = rivera.add(11, 'Sam', 'parent');
const mia = rivera.add(12, 'Mia', 'child');
const leo = rivera.add(13, 'Leo', 'child');
const other = new TestFamily(2);
const stranger = other.add(20, 'Lee', 'admin');

const api = setupSchoolApi([rivera, other]);

let schoolId: number;
let miaStudent: Student;
let leoStudent: Student;
beforeAll(async () => {
  schoolId = (await api.as(parent).post('/api/schools').send({ name: 'Lincoln Elementary' }).expect(201)).body
    .id;
  const otherSchool = (
    await api.as(parent).post('/api/schools').send({ name: 'Roosevelt Middle' }).expect(201)
  ).body;
  const year = (
    await api
      .as(parent)
      .post('/api/school-years')
      .send({ name: '2026–2027', startDate: '2026-09-01', endDate: '2027-06-30', isActive: true })
      .expect(201)
  ).body;
  miaStudent = (
    await api
      .as(parent)
      .post('/api/students')
      .send({ childId: mia.userId, schoolId, schoolYearId: year.id })
      .expect(201)
  ).body;
  leoStudent = (
    await api
      .as(parent)
      .post('/api/students')
      .send({ childId: leo.userId, schoolId: otherSchool.id, schoolYearId: year.id })
      .expect(201)
  ).body;
});

describe('school events', () => {
  it('adds an all-day event with a reminder the day before for the parents and the children of that school', async () => {
    api.calls.raised.length = 0;
    const published = api.recordPublished(1);
    const res = await api
      .as(parent)
      .post('/api/school-events')
      .send({
        schoolId,
        title: 'Winter concert',
        startDate: '2099-12-18',
        eventType: 'performance',
        location: 'Gym',
      })
      .expect(201);
    const event = res.body as SchoolEvent;
    expect(event).toMatchObject({ allDay: true, reminderDays: 1, startTime: null, eventType: 'performance' });
    expect(published).toEqual(['school-events']);
    expect(api.calls.raised).toEqual([
      expect.objectContaining({
        dedupeKey: `school-event:${event.id}`,
        recipientIds: [admin.userId, parent.userId, mia.userId],
        target: { type: 'school-event', id: event.id },
        showFrom: '2099-12-17T08:00:00.000Z',
      }),
    ]);
  });

  it('needs a start time for a timed event and checks the dates and the reminder', async () => {
    const timed = await api
      .as(parent)
      .post('/api/school-events')
      .send({ schoolId, title: 'Conference', startDate: '2099-10-02', allDay: false })
      .expect(400);
    expect(timed.body.message).toBe('Start time is required for a timed event');
    const backwards = await api
      .as(parent)
      .post('/api/school-events')
      .send({ schoolId, title: 'Break', startDate: '2099-10-10', endDate: '2099-10-01' })
      .expect(400);
    expect(backwards.body.message).toBe('End date must be on or after the start date');
    const reminder = await api
      .as(parent)
      .post('/api/school-events')
      .send({ schoolId, title: 'x', startDate: '2099-10-10', reminderDays: 31 })
      .expect(400);
    expect(reminder.body.message).toBe('Reminder must be 0 to 30 days before');
    const ok = await api
      .as(parent)
      .post('/api/school-events')
      .send({
        schoolId,
        title: 'Conference',
        startDate: '2099-10-02',
        allDay: false,
        startTime: '16:30',
        endTime: '17:00',
        reminderDays: 3,
      })
      .expect(201);
    expect(ok.body).toMatchObject({ startTime: '16:30', endTime: '17:00', reminderDays: 3 });
  });

  it('lists the events touching a month, by start date; edits and deletes them', async () => {
    const spring = (
      await api
        .as(parent)
        .post('/api/school-events')
        .send({
          schoolId,
          title: 'Spring break',
          startDate: '2099-03-28',
          endDate: '2099-04-05',
          eventType: 'no_school',
        })
        .expect(201)
    ).body as SchoolEvent;
    const april = (await api.as(mia).get('/api/school-events?from=2099-04-01&to=2099-04-30').expect(200))
      .body as SchoolEventPage;
    expect(april.items.map((e) => e.title)).toEqual(['Spring break']);
    const edited = await api
      .as(admin)
      .patch(`/api/school-events/${spring.id}`)
      .send({ title: 'Easter break' })
      .expect(200);
    expect(edited.body.title).toBe('Easter break');
    const child = await api.as(mia).patch(`/api/school-events/${spring.id}`).send({ title: 'x' }).expect(403);
    expect(child.body.message).toBe('Only parents and admins can change school events');
    await api.as(admin).delete(`/api/school-events/${spring.id}`).expect(204);
    expect(api.calls.cleared).toContainEqual(
      expect.objectContaining({ dedupeKey: `school-event:${spring.id}` }),
    );
  });

  it("never shows or changes another family's events", async () => {
    const [event] = ((await api.as(parent).get('/api/school-events').expect(200)).body as SchoolEventPage)
      .items;
    expect((await api.as(stranger).get('/api/school-events').expect(200)).body.items).toEqual([]);
    await api.as(stranger).get(`/api/school-events/${event!.id}`).expect(404);
    await api.as(stranger).patch(`/api/school-events/${event!.id}`).send({ title: 'x' }).expect(404);
    await api.as(stranger).delete(`/api/school-events/${event!.id}`).expect(404);
    await api
      .as(stranger)
      .post('/api/school-events')
      .send({ schoolId, title: 'x', startDate: '2099-01-01' })
      .expect(404);
  });
});

describe('extracurricular activities', () => {
  const swim = () => ({
    studentId: miaStudent.id,
    name: 'Swim team',
    startDate: '2099-09-01',
    daysOfWeek: ['monday', 'wednesday'],
    startTime: '16:00',
    endTime: '17:30',
    instructor: 'Coach Diaz',
    costCents: 4500,
  });

  it('adds a weekly activity with days, times, instructor and cost in cents; a child sees only their own', async () => {
    const created = (await api.as(parent).post('/api/extracurricular-activities').send(swim()).expect(201))
      .body as ExtracurricularActivity;
    expect(created).toMatchObject({
      daysOfWeek: ['monday', 'wednesday'],
      costCents: 4500,
      isPaid: false,
      status: 'active',
    });
    await api
      .as(parent)
      .post('/api/extracurricular-activities')
      .send({ ...swim(), studentId: leoStudent.id, name: 'Chess club', daysOfWeek: ['friday'] })
      .expect(201);
    const mine = (await api.as(mia).get('/api/extracurricular-activities').expect(200)).body
      .items as ExtracurricularActivity[];
    expect(mine.map((a) => a.name)).toEqual(['Swim team']);
    const paid = await api
      .as(parent)
      .patch(`/api/extracurricular-activities/${created.id}`)
      .send({ isPaid: true })
      .expect(200);
    expect(paid.body.isPaid).toBe(true);
    const child = await api.as(mia).delete(`/api/extracurricular-activities/${created.id}`).expect(403);
    expect(child.body.message).toBe('Only parents and admins can change activities');
  });

  it('checks the days, the times and the cost', async () => {
    const noDays = await api
      .as(parent)
      .post('/api/extracurricular-activities')
      .send({ ...swim(), daysOfWeek: [] })
      .expect(400);
    expect(noDays.body.message).toBe('Pick at least one day');
    const times = await api
      .as(parent)
      .post('/api/extracurricular-activities')
      .send({ ...swim(), endTime: '15:00' })
      .expect(400);
    expect(times.body.message).toBe('End time must be after the start time');
    const cost = await api
      .as(parent)
      .post('/api/extracurricular-activities')
      .send({ ...swim(), costCents: -1 })
      .expect(400);
    expect(cost.body.message).toBe('Cost cannot be negative');
  });

  it("never shows or changes another family's activities", async () => {
    const [activity] = (await api.as(parent).get('/api/extracurricular-activities').expect(200)).body.items;
    expect((await api.as(stranger).get('/api/extracurricular-activities').expect(200)).body.items).toEqual(
      [],
    );
    await api.as(stranger).get(`/api/extracurricular-activities/${activity.id}`).expect(404);
    await api
      .as(stranger)
      .patch(`/api/extracurricular-activities/${activity.id}`)
      .send({ name: 'x' })
      .expect(404);
    await api.as(stranger).delete(`/api/extracurricular-activities/${activity.id}`).expect(404);
    await api.as(stranger).post('/api/extracurricular-activities').send(swim()).expect(404);
  });
});
