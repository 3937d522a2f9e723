import type { FamilyCalendarItem, SchoolDocument, Student } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupSchoolApi, TestFamily } from '../testing/school-api';

const rivera = new TestFamily(1);
const parent = rivera.add(11, 'Sam', 'parent');
const mia = rivera.add(12, 'Mia', 'child');
const leo = rivera.add(13, 'Leo', 'child');
const other = new TestFamily(2);
const stranger = other.add(20, 'Lee', 'admin');

const api = setupSchoolApi([rivera, other]);
const march = 'from=2099-03-01&to=2099-03-31&tz=Europe/Berlin';

const itemsOf = async (by: Caller, query: string) =>
  (await api.as(by).get(`/api/school/calendar-items?${query}`).expect(200)).body as FamilyCalendarItem[];
const brief = (items: FamilyCalendarItem[]) => items.map((i) => `${i.day} ${i.label}: ${i.title}`);

let miaStudent: Student;
let leoStudent: Student;
beforeAll(async () => {
  const enrolled = await api.enrolAtOneSchool(parent, [mia.userId, leo.userId]);
  [miaStudent, leoStudent] = enrolled.students;
  const event = (body: Record<string, unknown>) =>
    api
      .as(parent)
      .post('/api/school-events')
      .send({ schoolId: enrolled.schoolId, ...body })
      .expect(201);
  await event({
    title: 'Science fair',
    startDate: '2099-03-09',
    allDay: false,
    startTime: '18:00',
    endTime: '19:30',
    location: 'Gym',
    eventType: 'performance',
  });
  await event({
    title: 'Spring break',
    startDate: '2099-03-30',
    endDate: '2099-04-03',
    eventType: 'no_school',
  });
  await event({ title: 'Winter concert', startDate: '2099-12-18' });

  const activity = (body: Record<string, unknown>) =>
    api
      .as(parent)
      .post('/api/extracurricular-activities')
      .send({ startTime: '16:00', endTime: '17:30', ...body })
      .expect(201);
  await activity({
    studentId: miaStudent.id,
    name: 'Swim team',
    startDate: '2099-03-01',
    endDate: '2099-03-10',
    daysOfWeek: ['monday', 'wednesday'],
    location: 'City pool',
  });
  await activity({
    studentId: leoStudent.id,
    name: 'Chess club',
    startDate: '2099-03-20',
    daysOfWeek: ['friday'],
  });
  await activity({
    studentId: leoStudent.id,
    name: 'Old choir',
    startDate: '2099-01-01',
    daysOfWeek: ['tuesday'],
    status: 'inactive',
  });

  const document = async (studentId: number, title: string, dueDate: string) => {
    const fileUrl = await api.uploadPdf(parent);
    return (
      await api
        .as(parent)
        .post('/api/school-documents')
        .send({ studentId, title, documentType: 'permission_slip', dueDate, fileUrl })
        .expect(201)
    ).body as SchoolDocument;
  };
  await document(miaStudent.id, 'Zoo trip permission slip', '2099-03-12');
  await document(leoStudent.id, 'Chess tournament form', '2099-03-13');
  const handedIn = await document(miaStudent.id, 'Photo day form', '2099-03-05');
  await api.as(parent).post(`/api/school-documents/${handedIn.id}/submit`).expect(200);
  await document(miaStudent.id, 'Next term form', '2099-04-02');

  const homework = async (studentId: number, title: string, dueDate: string) =>
    (
      await api
        .as(parent)
        .post('/api/homework')
        .send({ studentId, subject: 'Math', title, dueDate })
        .expect(201)
    ).body as { id: number };
  await homework(miaStudent.id, 'Fractions worksheet', '2099-03-11');
  const done = await homework(leoStudent.id, 'Times tables', '2099-03-12');
  await api.as(leo).post(`/api/homework/${done.id}/complete`).send({ completed: true }).expect(200);
  await homework(leoStudent.id, 'Poem', '2099-03-16');
});

describe('GET /api/school/calendar-items', () => {
  it('puts school events on each day they cover and activities on each meeting day, for a parent', async () => {
    const items = await itemsOf(parent, `source=school-events&${march}`);
    expect(brief(items)).toEqual([
      '2099-03-02 Activity: Swim team',
      '2099-03-04 Activity: Swim team',
      '2099-03-09 Activity: Swim team',
      '2099-03-09 School event: Science fair',
      '2099-03-20 Activity: Chess club',
      '2099-03-27 Activity: Chess club',
      '2099-03-30 School event: Spring break',
      '2099-03-31 School event: Spring break',
    ]);
    expect(items.find((i) => i.title === 'Science fair')).toEqual({
      key: expect.stringMatching(/^school-event:\d+:2099-03-09$/),
      label: 'School event',
      title: 'Science fair',
      day: '2099-03-09',
      allDay: false,
      startTime: '18:00',
      endTime: '19:30',
      memberId: null,
      detail: 'Performance · Gym',
      path: expect.stringMatching(/^\/school-calendar\?focus=\d+$/),
    });
    expect(items.find((i) => i.title === 'Swim team')?.path).toBe('/school-calendar');
    expect(items.find((i) => i.title === 'Swim team')).toMatchObject({
      memberId: mia.userId,
      detail: 'City pool',
      startTime: '16:00',
      endTime: '17:30',
    });
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
  });

  it('puts open documents on their due day, linked to the document', async () => {
    const items = await itemsOf(parent, `source=school-documents&${march}`);
    expect(brief(items)).toEqual([
      '2099-03-12 Document due: Zoo trip permission slip',
      '2099-03-13 Document due: Chess tournament form',
    ]);
    expect(items[0]).toMatchObject({
      allDay: true,
      memberId: mia.userId,
      detail: 'Permission Slip',
      path: expect.stringMatching(/^\/documents\?focus=\d+$/),
    });
  });

  it('puts open homework on its due day, linked to it', async () => {
    const items = await itemsOf(parent, `source=homework&${march}`);
    expect(brief(items)).toEqual([
      '2099-03-11 Homework due: Fractions worksheet',
      '2099-03-16 Homework due: Poem',
    ]);
    expect(items[0]).toMatchObject({
      allDay: true,
      memberId: mia.userId,
      detail: 'Math',
      path: expect.stringMatching(/^\/homework\?focus=\d+$/),
    });
  });

  it("shows a child the family's school events but only their own activities and documents", async () => {
    expect(brief(await itemsOf(mia, `source=school-events&${march}`))).toEqual([
      '2099-03-02 Activity: Swim team',
      '2099-03-04 Activity: Swim team',
      '2099-03-09 Activity: Swim team',
      '2099-03-09 School event: Science fair',
      '2099-03-30 School event: Spring break',
      '2099-03-31 School event: Spring break',
    ]);
    expect(brief(await itemsOf(mia, `source=school-documents&${march}`))).toEqual([
      '2099-03-12 Document due: Zoo trip permission slip',
    ]);
    expect(brief(await itemsOf(leo, `source=homework&${march}`))).toEqual(['2099-03-16 Homework due: Poem']);
  });

  it("never shows another family's school items", async () => {
    expect(await itemsOf(stranger, `source=school-events&${march}`)).toEqual([]);
    expect(await itemsOf(stranger, `source=school-documents&${march}`)).toEqual([]);
    expect(await itemsOf(stranger, `source=homework&${march}`)).toEqual([]);
  });

  it('refuses an unknown source and a window that is backwards or too long', async () => {
    const source = await api.as(parent).get(`/api/school/calendar-items?source=schools&${march}`).expect(400);
    expect(source.body.message).toBe('source must be one of school-events, school-documents, homework');
    const backwards = await api
      .as(parent)
      .get('/api/school/calendar-items?source=school-events&from=2099-03-31&to=2099-03-01')
      .expect(400);
    expect(backwards.body.message).toMatch('from must be on or before to');
    const long = await api
      .as(parent)
      .get('/api/school/calendar-items?source=school-events&from=2099-01-01&to=2099-06-30')
      .expect(400);
    expect(long.body.message).toMatch('The window must be at most 62 days');
    await api.as(parent).get('/api/school/calendar-items?source=school-events&from=2099-03-01').expect(400);
  });
});
