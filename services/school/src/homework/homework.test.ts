import { sql } from 'drizzle-orm';
import type { Homework, HomeworkPage, Student } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupSchoolApi, TestFamily } from '../testing/school-api';

const rivera = new TestFamily(1);
const admin = rivera.add(10, 'Alex', 'admin');
const parent = rivera.add(11, 'Sam', 'parent');
const mia = rivera.add(12, 'Mia', 'child');
const leo = rivera.add(13, 'Leo', 'child');
const other = new TestFamily(2);
const stranger = other.add(20, 'Lee', 'admin');

const api = setupSchoolApi([rivera, other]);

let miaStudent: Student;
let leoStudent: Student;
beforeAll(async () => {
  [miaStudent, leoStudent] = (await api.enrolAtOneSchool(parent, [mia.userId, leo.userId])).students;
});

async function addHomework(by: Caller, body: Record<string, unknown>): Promise<Homework> {
  return (await api.as(by).post('/api/homework').send(body).expect(201)).body as Homework;
}
const list = async (by: Caller, query = '') =>
  (await api.as(by).get(`/api/homework${query}`).expect(200)).body as HomeworkPage;

describe('homework', () => {
  it('adds homework by subject and due date with a reminder for the child and the parents', async () => {
    api.calls.raised.length = 0;
    const published = api.recordPublished(1);
    const item = await addHomework(parent, {
      studentId: miaStudent.id,
      subject: 'Math',
      title: 'Fractions worksheet',
      dueDate: '2099-03-10',
      notes: 'Page 12 only',
    });
    expect(item).toMatchObject({
      subject: 'Math',
      title: 'Fractions worksheet',
      dueDate: '2099-03-10',
      priority: 'medium',
      completed: false,
      verified: false,
      notes: 'Page 12 only',
      attachmentUrl: null,
    });
    expect(published).toEqual(['homework']);
    expect(api.calls.raised).toEqual([
      expect.objectContaining({
        dedupeKey: `homework-due:${item.id}`,
        recipientIds: [admin.userId, parent.userId, mia.userId],
        target: { type: 'homework', id: item.id },
        showFrom: '2099-03-09T08:00:00.000Z',
      }),
    ]);
    const stored = await api.rows(sql`select notes from school.homework where id = ${item.id}`);
    expect(stored[0]!.notes).not.toContain('Page 12');
  });

  it('says which field is missing', async () => {
    const noSubject = await api
      .as(parent)
      .post('/api/homework')
      .send({ studentId: miaStudent.id, title: 'x', dueDate: '2099-01-01' })
      .expect(400);
    expect(noSubject.body.message).toBe('Subject is required');
    const noDue = await api
      .as(parent)
      .post('/api/homework')
      .send({ studentId: miaStudent.id, subject: 'Art', title: 'x' })
      .expect(400);
    expect(noDue.body.message).toBe('Due date is required');
    const noStudent = await api
      .as(parent)
      .post('/api/homework')
      .send({ subject: 'Art', title: 'x', dueDate: '2099-01-01' })
      .expect(400);
    expect(noStudent.body.message).toBe('Student is required');
  });

  it('the child marks it done, cannot verify it (403), and a parent verifies it', async () => {
    const item = await addHomework(parent, {
      studentId: miaStudent.id,
      subject: 'Reading',
      title: 'Chapter 3',
      dueDate: '2099-03-11',
    });
    const early = await api
      .as(parent)
      .post(`/api/homework/${item.id}/verify`)
      .send({ verified: true })
      .expect(409);
    expect(early.body.message).toBe('Homework must be marked done before it is verified');

    const done = await api
      .as(mia)
      .post(`/api/homework/${item.id}/complete`)
      .send({ completed: true })
      .expect(200);
    expect(done.body).toMatchObject({ completed: true, verified: false });
    expect(api.calls.cleared).toContainEqual(
      expect.objectContaining({ dedupeKey: `homework-due:${item.id}` }),
    );

    const childVerify = await api
      .as(mia)
      .post(`/api/homework/${item.id}/verify`)
      .send({ verified: true })
      .expect(403);
    expect(childVerify.body.message).toBe('Only parents and admins can verify homework');
    const verified = await api
      .as(parent)
      .post(`/api/homework/${item.id}/verify`)
      .send({ verified: true })
      .expect(200);
    expect(verified.body).toMatchObject({ verified: true, verifiedById: parent.userId });

    // Undone again: the check goes with it.
    const undone = await api
      .as(mia)
      .post(`/api/homework/${item.id}/complete`)
      .send({ completed: false })
      .expect(200);
    expect(undone.body).toMatchObject({
      completed: false,
      completedAt: null,
      verified: false,
      verifiedById: null,
    });
  });

  it('lets a child see only their own homework and change or delete none of it', async () => {
    const leoItem = await addHomework(parent, {
      studentId: leoStudent.id,
      subject: 'Art',
      title: 'Collage',
      dueDate: '2099-04-01',
    });
    expect((await list(mia, '?limit=200')).items.every((h) => h.studentId === miaStudent.id)).toBe(true);
    await api.as(mia).get(`/api/homework/${leoItem.id}`).expect(404);
    await api.as(mia).post(`/api/homework/${leoItem.id}/complete`).send({ completed: true }).expect(404);
    const edit = await api.as(leo).patch(`/api/homework/${leoItem.id}`).send({ title: 'x' }).expect(403);
    expect(edit.body.message).toBe('Only parents and admins can change homework');
    const del = await api.as(leo).delete(`/api/homework/${leoItem.id}`).expect(403);
    expect(del.body.message).toBe('Only parents and admins can delete homework');
  });

  it('filters Due this week, Overdue and Done, by student, nearest due first', async () => {
    const today = '2099-06-10';
    const late = await addHomework(parent, {
      studentId: leoStudent.id,
      subject: 'Math',
      title: 'Late',
      dueDate: '2099-06-05',
    });
    const soon = await addHomework(parent, {
      studentId: leoStudent.id,
      subject: 'Math',
      title: 'Soon',
      dueDate: '2099-06-12',
    });
    const later = await addHomework(parent, {
      studentId: leoStudent.id,
      subject: 'Math',
      title: 'Later',
      dueDate: '2099-06-30',
    });
    const finished = await addHomework(parent, {
      studentId: leoStudent.id,
      subject: 'Math',
      title: 'Finished',
      dueDate: '2099-06-11',
    });
    await api.as(leo).post(`/api/homework/${finished.id}/complete`).send({ completed: true }).expect(200);

    const ids = async (query: string) =>
      (await list(parent, `${query}&studentId=${leoStudent.id}&today=${today}`)).items.map((h) => h.id);
    expect(await ids('?filter=due-this-week')).toEqual([soon.id]);
    const overdue = await ids('?filter=overdue');
    expect(overdue).toContain(late.id);
    expect(overdue).not.toContain(soon.id);
    expect(overdue).not.toContain(finished.id);
    expect(await ids('?filter=done')).toEqual([finished.id]);
    const all = await ids('?filter=all');
    expect(all.indexOf(late.id)).toBeLessThan(all.indexOf(soon.id));
    expect(all.indexOf(soon.id)).toBeLessThan(all.indexOf(later.id));

    const first = await list(parent, `?studentId=${leoStudent.id}&limit=2`);
    const second = await list(parent, `?studentId=${leoStudent.id}&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((h) => h.id)).not.toContain(first.items[0]!.id);
  });

  it('keeps an attachment and a grade; deleting the homework deletes its file', async () => {
    const fileUrl = await api.uploadPdf(parent, 'worksheet.pdf');
    const item = await addHomework(parent, {
      studentId: miaStudent.id,
      subject: 'Science',
      title: 'Lab report',
      dueDate: '2099-05-01',
      attachmentUrl: fileUrl,
      priority: 'high',
    });
    expect(item).toMatchObject({ attachmentUrl: fileUrl, attachmentName: 'worksheet.pdf', priority: 'high' });
    const graded = await api.as(parent).patch(`/api/homework/${item.id}`).send({ grade: 'A-' }).expect(200);
    expect(graded.body).toMatchObject({ grade: 'A-', attachmentUrl: fileUrl });
    await api.as(parent).delete(`/api/homework/${item.id}`).expect(204);
    await api.as(parent).get(fileUrl).expect(404);
    await api.as(parent).get(`/api/homework/${item.id}`).expect(404);
  });

  it("never shows or changes another family's homework", async () => {
    const item = (await list(parent)).items[0]!;
    expect((await list(stranger)).items).toEqual([]);
    await api.as(stranger).get(`/api/homework/${item.id}`).expect(404);
    await api.as(stranger).patch(`/api/homework/${item.id}`).send({ title: 'x' }).expect(404);
    await api.as(stranger).post(`/api/homework/${item.id}/complete`).send({ completed: true }).expect(404);
    await api.as(stranger).post(`/api/homework/${item.id}/verify`).send({ verified: true }).expect(404);
    await api.as(stranger).delete(`/api/homework/${item.id}`).expect(404);
    await api
      .as(stranger)
      .post('/api/homework')
      .send({ studentId: miaStudent.id, subject: 'x', title: 'x', dueDate: '2099-01-01' })
      .expect(404);
  });
});
