import { DUPLICATE_STUDENT_MESSAGE, type School, type SchoolYear, type Student } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupSchoolApi, TestFamily } from '../testing/school-api';

const rivera = new TestFamily(1);
const parent = rivera.add(11, 'Sam', 'parent');
const mia = rivera.add(12, 'Mia', 'child');
const leo = rivera.add(13, 'Leo', 'child');
const other = new TestFamily(2);
const stranger = other.add(20, 'Lee', 'admin');
const theirChild = other.add(21, 'Kit', 'child');

const api = setupSchoolApi([rivera, other]);

let school: School;
let year: SchoolYear;
beforeAll(async () => {
  school = (await api.as(parent).post('/api/schools').send({ name: 'Lincoln Elementary' }).expect(201)).body;
  year = (
    await api
      .as(parent)
      .post('/api/school-years')
      .send({ name: '2026–2027', startDate: '2026-09-01', endDate: '2027-06-30', isActive: true })
      .expect(201)
  ).body;
});

const enrol = (by: Caller, body: Record<string, unknown>) => api.as(by).post('/api/students').send(body);

describe('students', () => {
  it('enrols a child with grade and teacher, and a second enrolment is a 409 with a clear message', async () => {
    const published = api.recordPublished(1);
    const res = await enrol(parent, {
      childId: mia.userId,
      schoolId: school.id,
      schoolYearId: year.id,
      grade: '3rd',
      teacher: 'Ms. Park',
    }).expect(201);
    expect(res.body).toMatchObject({
      childId: mia.userId,
      schoolId: school.id,
      schoolYearId: year.id,
      grade: '3rd',
      teacher: 'Ms. Park',
      status: 'active',
    });
    expect(published).toEqual(['students']);

    const again = await enrol(parent, {
      childId: mia.userId,
      schoolId: school.id,
      schoolYearId: year.id,
    }).expect(409);
    expect(again.body).toEqual({ error: 'conflict', message: DUPLICATE_STUDENT_MESSAGE });
  });

  it('says which field is missing, and only takes a child of the family at its own school and year', async () => {
    const missing = await enrol(parent, { schoolId: school.id }).expect(400);
    expect(missing.body.message).toBe('Child is required');
    const noYear = await enrol(parent, { childId: mia.userId, schoolId: school.id }).expect(400);
    expect(noYear.body.message).toBe('School year is required');
    const notChild = await enrol(parent, {
      childId: parent.userId,
      schoolId: school.id,
      schoolYearId: year.id,
    }).expect(400);
    expect(notChild.body.message).toBe('Choose a child of your family');
    const foreignChild = await enrol(parent, {
      childId: theirChild.userId,
      schoolId: school.id,
      schoolYearId: year.id,
    }).expect(400);
    expect(foreignChild.body.message).toBe('Choose a child of your family');
    const theirSchool = (await api.as(stranger).post('/api/schools').send({ name: 'Theirs' }).expect(201))
      .body;
    await enrol(parent, { childId: leo.userId, schoolId: theirSchool.id, schoolYearId: year.id }).expect(404);
  });

  it('lets a child see only their own enrolments and change none', async () => {
    const leoStudent = (
      await enrol(parent, {
        childId: leo.userId,
        schoolId: school.id,
        schoolYearId: year.id,
        grade: '1st',
      }).expect(201)
    ).body as Student;
    const seenByMia = await api.as(mia).get('/api/students').expect(200);
    expect(seenByMia.body.items.map((s: Student) => s.childId)).toEqual([mia.userId]);
    await api.as(mia).get(`/api/students/${leoStudent.id}`).expect(404);
    const change = await api
      .as(leo)
      .patch(`/api/students/${leoStudent.id}`)
      .send({ grade: '5th' })
      .expect(403);
    expect(change.body.message).toBe('Only parents and admins can change students');
    const seenByParent = await api.as(parent).get('/api/students').expect(200);
    expect(seenByParent.body.items).toHaveLength(2);
  });

  it('edits and removes a student; a school or year with students is kept with a 409', async () => {
    const list = (await api.as(parent).get('/api/students').expect(200)).body.items as Student[];
    const leoStudent = list.find((s) => s.childId === leo.userId)!;
    const edited = await api
      .as(parent)
      .patch(`/api/students/${leoStudent.id}`)
      .send({ grade: '2nd', status: 'inactive' })
      .expect(200);
    expect(edited.body).toMatchObject({ grade: '2nd', status: 'inactive' });
    const clash = await api
      .as(parent)
      .patch(`/api/students/${leoStudent.id}`)
      .send({ childId: mia.userId })
      .expect(409);
    expect(clash.body.message).toBe(DUPLICATE_STUDENT_MESSAGE);

    const school409 = await api.as(parent).delete(`/api/schools/${school.id}`).expect(409);
    expect(school409.body.message).toBe('This school still has students or events: remove them first');
    const year409 = await api.as(parent).delete(`/api/school-years/${year.id}`).expect(409);
    expect(year409.body.message).toBe('This school year still has students: remove them first');

    await api.as(parent).delete(`/api/students/${leoStudent.id}`).expect(204);
    await api.as(parent).get(`/api/students/${leoStudent.id}`).expect(404);
  });

  it("never shows or changes another family's student", async () => {
    const [student] = (await api.as(parent).get('/api/students').expect(200)).body.items as Student[];
    expect((await api.as(stranger).get('/api/students').expect(200)).body.items).toEqual([]);
    await api.as(stranger).get(`/api/students/${student!.id}`).expect(404);
    await api.as(stranger).patch(`/api/students/${student!.id}`).send({ grade: 'x' }).expect(404);
    await api.as(stranger).delete(`/api/students/${student!.id}`).expect(404);
  });
});
