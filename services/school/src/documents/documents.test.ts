import {
  apiMessageCatalogues,
  renderMessage,
  FILE_REQUIRED_MESSAGE,
  REQUIRED_DOCUMENT_FIELDS_MESSAGE,
  type SchoolDocument,
  type SchoolDocumentPage,
  type Student,
} from '@familyhub/contracts';
import { sql } from 'drizzle-orm';
import type { Caller } from '@familyhub/server-kit';
import { PNG_BYTES, TEXT_BYTES, pngOfSize } from '@familyhub/server-kit/testing';
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

async function addDocument(by: Caller, body: Record<string, unknown>): Promise<SchoolDocument> {
  const fileUrl = await api.uploadPdf(by);
  const res = await api
    .as(by)
    .post('/api/school-documents')
    .send({ fileUrl, fileType: 'application/pdf', fileSize: 1, ...body })
    .expect(201);
  return res.body as SchoolDocument;
}

const list = async (by: Caller, query = '') =>
  (await api.as(by).get(`/api/school-documents${query}`).expect(200)).body as SchoolDocumentPage;

describe('school documents', () => {
  it('adds a document with the file the upload answered; type and size are taken from the stored file', async () => {
    const published = api.recordPublished(1);
    const doc = await addDocument(parent, {
      studentId: miaStudent.id,
      title: ' Report card ',
      description: 'Term 1',
      documentType: 'report_card',
      fileSize: 999_999,
    });
    expect(doc).toMatchObject({
      studentId: miaStudent.id,
      title: 'Report card',
      description: 'Term 1',
      documentType: 'report_card',
      dueDate: null,
      submitted: false,
      submittedAt: null,
      fileType: 'application/pdf',
      fileName: 'Permission slip.pdf',
      uploadedById: parent.userId,
      taskId: null,
    });
    expect(doc.fileSize).toBeLessThan(1000);
    expect(published).toEqual(['school-documents']);
    const file = await api.as(mia).get(doc.fileUrl).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it("answers the spec's texts for a missing student, title, type or file", async () => {
    const fileUrl = await api.uploadPdf(parent);
    for (const body of [
      { title: 'x', documentType: 'medical', fileUrl },
      { studentId: miaStudent.id, title: ' ', fileUrl },
      { studentId: miaStudent.id, title: 'x', documentType: 'diary', fileUrl },
    ]) {
      const res = await api.as(parent).post('/api/school-documents').send(body).expect(400);
      expect(res.body.message).toBe(REQUIRED_DOCUMENT_FIELDS_MESSAGE);
    }
    const noFile = await api
      .as(parent)
      .post('/api/school-documents')
      .send({ studentId: miaStudent.id, title: 'x' })
      .expect(400);
    expect(noFile.body.message).toBe(FILE_REQUIRED_MESSAGE);
    const otherFile = await api.uploadPdf(stranger);
    const notOurs = await api
      .as(parent)
      .post('/api/school-documents')
      .send({ studentId: miaStudent.id, title: 'x', fileUrl: otherFile })
      .expect(400);
    expect(notOurs.body.message).toBe(`${FILE_REQUIRED_MESSAGE}: the file was not found, upload it again`);
  });

  it('refuses an upload that lies about its type (415) and one over 10 MB (413)', async () => {
    await api
      .as(parent)
      .post('/api/upload')
      .attach('file', TEXT_BYTES, { filename: 'slip.pdf', contentType: 'application/pdf' })
      .expect(415);
    await api
      .as(parent)
      .post('/api/upload')
      .attach('file', pngOfSize(10 * 1024 * 1024 + 1), 'scan.png')
      .expect(413);
  });

  it('raises a reminder for the parents and the child, makes it a task, and submitting ticks the task off', async () => {
    api.calls.raised.length = 0;
    const slip = await addDocument(parent, {
      studentId: miaStudent.id,
      title: 'Zoo trip permission',
      documentType: 'permission_slip',
      dueDate: '2099-05-08',
    });
    expect(api.calls.raised).toEqual([
      expect.objectContaining({
        familyId: 1,
        dedupeKey: `document-due:${slip.id}`,
        recipientIds: [admin.userId, parent.userId, mia.userId],
        title: 'Zoo trip permission is due on May 8, 2099',
        description: 'Permission Slip for Mia: mark it submitted once it is handed in.',
        target: { type: 'school-document', id: slip.id },
        showFrom: '2099-05-07T08:00:00.000Z',
      }),
    ]);
    // Worded for readers of every language (issue #35): the document's title and the child's name go in as typed.
    const { wording } = api.calls.raised[0];
    const { default: es } = await apiMessageCatalogues.es();
    expect(renderMessage(wording!.title, 'es', es)).toBe('Zoo trip permission se entrega el 8 may 2099');
    expect(renderMessage(wording!.description!, 'es', es)).toBe(
      'Autorización de Mia: márcalo como entregado cuando se entregue.',
    );

    const childTask = await api.as(mia).post(`/api/school-documents/${slip.id}/task`).send({}).expect(403);
    expect(childTask.body.message).toBe('Only parents and admins can make a task from a document');
    const tasked = await api.as(parent).post(`/api/school-documents/${slip.id}/task`).send({}).expect(201);
    expect(api.calls.tasksCreated).toEqual([
      expect.objectContaining({
        familyId: 1,
        title: 'Sign and return: Zoo trip permission',
        assignedToId: parent.userId,
        dueDate: '2099-05-08',
        source: { type: 'school-document', id: slip.id },
      }),
    ]);
    expect((tasked.body as SchoolDocument).taskId).toEqual(expect.any(Number));

    // The child hands it in: the document is submitted, the reminder cleared and the task ticked off.
    const submitted = await api
      .as(mia)
      .post(`/api/school-documents/${slip.id}/submit`)
      .send({ submitted: true, submittedAt: '2020-01-01T00:00:00Z' })
      .expect(200);
    expect(submitted.body).toMatchObject({ submitted: true });
    expect(Date.now() - Date.parse(submitted.body.submittedAt)).toBeLessThan(60_000);
    expect(api.calls.tasksCompleted).toEqual([{ type: 'school-document', id: slip.id }]);
    expect(api.calls.cleared).toContainEqual(
      expect.objectContaining({ dedupeKey: `document-due:${slip.id}` }),
    );

    const again = await api.as(parent).post(`/api/school-documents/${slip.id}/submit`).send({}).expect(409);
    expect(again.body.message).toBe('Only an open document with a due date can be marked submitted');
    const lateTask = await api.as(parent).post(`/api/school-documents/${slip.id}/task`).send({}).expect(409);
    expect(lateTask.body.message).toBe('Only an open document with a due date can become a task');
  });

  it('refuses to submit a document without a due date', async () => {
    const award = await addDocument(parent, {
      studentId: leoStudent.id,
      title: 'Art award',
      documentType: 'award',
    });
    const res = await api.as(parent).post(`/api/school-documents/${award.id}/submit`).send({}).expect(409);
    expect(res.body.message).toBe('Only an open document with a due date can be marked submitted');
  });

  it('edits a document keeping its file, or replaces the file and deletes the old one', async () => {
    const doc = await addDocument(parent, {
      studentId: leoStudent.id,
      title: 'Vaccination record',
      documentType: 'medical',
    });
    const kept = await api
      .as(parent)
      .patch(`/api/school-documents/${doc.id}`)
      .send({ title: 'Vaccinations', description: 'Updated', dueDate: '2099-01-10' })
      .expect(200);
    expect(kept.body).toMatchObject({ title: 'Vaccinations', description: 'Updated', fileUrl: doc.fileUrl });

    const replacement = (
      await api.as(parent).post('/api/upload').attach('file', PNG_BYTES, 'photo.png').expect(201)
    ).body.fileUrl as string;
    const replaced = await api
      .as(parent)
      .patch(`/api/school-documents/${doc.id}`)
      .send({ fileUrl: replacement })
      .expect(200);
    expect(replaced.body).toMatchObject({
      fileUrl: replacement,
      fileType: 'image/png',
      fileName: 'photo.png',
    });
    await api.as(parent).get(doc.fileUrl).expect(404);

    const childEdit = await api
      .as(leo)
      .patch(`/api/school-documents/${doc.id}`)
      .send({ title: 'Mine' })
      .expect(403);
    expect(childEdit.body.message).toBe('Only parents and admins can change documents');
  });

  it('deletes a document with its file, task and reminder; a child cannot delete', async () => {
    const doc = await addDocument(parent, {
      studentId: miaStudent.id,
      title: 'Field trip form',
      documentType: 'permission_slip',
      dueDate: '2099-03-01',
    });
    await api
      .as(parent)
      .post(`/api/school-documents/${doc.id}/task`)
      .send({ assignedToId: admin.userId })
      .expect(201);
    const childDelete = await api.as(mia).delete(`/api/school-documents/${doc.id}`).expect(403);
    expect(childDelete.body.message).toBe('Only parents and admins can delete documents');

    await api.as(admin).delete(`/api/school-documents/${doc.id}`).expect(204);
    await api.as(admin).get(`/api/school-documents/${doc.id}`).expect(404);
    await api.as(admin).get(doc.fileUrl).expect(404);
    expect(api.calls.tasksRemoved).toContainEqual({ type: 'school-document', id: doc.id });
    expect(api.calls.cleared).toContainEqual(
      expect.objectContaining({ dedupeKey: `document-due:${doc.id}` }),
    );
  });

  it('lists newest first, Action Required nearest due first, Submitted apart, with filters and search', async () => {
    const a = await addDocument(parent, {
      studentId: leoStudent.id,
      title: 'Library form',
      description: 'Needs a SIGNATURE',
      documentType: 'other',
      dueDate: '2099-02-01',
    });
    const b = await addDocument(parent, {
      studentId: leoStudent.id,
      title: 'Swim consent',
      documentType: 'permission_slip',
      dueDate: '2099-01-15',
    });
    const all = await list(parent);
    expect(all.items[0]!.id).toBe(b.id);
    expect(all.items[1]!.id).toBe(a.id);

    const action = await list(parent, '?view=action-required');
    const dueDates = action.items.map((d) => d.dueDate!);
    expect(dueDates).toEqual([...dueDates].sort());
    expect(action.items.every((d) => !d.submitted && d.dueDate)).toBe(true);

    const submitted = await list(parent, '?view=submitted');
    expect(submitted.items.map((d) => d.title)).toEqual(['Zoo trip permission']);

    expect((await list(parent, '?search=signature')).items.map((d) => d.id)).toEqual([a.id]);
    expect((await list(parent, '?search=SWIM')).items.map((d) => d.id)).toEqual([b.id]);
    expect(
      (await list(parent, `?studentId=${leoStudent.id}&documentType=permission_slip`)).items.map((d) => d.id),
    ).toEqual([b.id]);

    const pageOne = await list(parent, '?view=action-required&limit=1');
    const pageTwo = await list(parent, `?view=action-required&limit=1&cursor=${pageOne.nextCursor}`);
    expect(pageTwo.items[0]!.dueDate! >= pageOne.items[0]!.dueDate!).toBe(true);
    expect(pageTwo.items[0]!.id).not.toBe(pageOne.items[0]!.id);
  });

  it('pages every tab without skipping or repeating a document', async () => {
    for (const view of ['all', 'action-required', 'submitted']) {
      const whole = (await list(parent, `?view=${view}&limit=200`)).items.map((d) => d.id);
      const paged: number[] = [];
      let cursor: string | null = null;
      do {
        const next: SchoolDocumentPage = await list(
          parent,
          `?view=${view}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        paged.push(...next.items.map((d) => d.id));
        cursor = next.nextCursor;
      } while (cursor);
      expect(paged).toEqual(whole);
    }
  });

  it('counts open documents for the badge and the Due Today banner', async () => {
    await addDocument(parent, {
      studentId: miaStudent.id,
      title: 'Today',
      documentType: 'homework',
      dueDate: '2099-06-01',
    });
    await addDocument(parent, {
      studentId: miaStudent.id,
      title: 'Late',
      documentType: 'homework',
      dueDate: '2099-05-01',
    });
    const res = await api.as(parent).get('/api/school-documents/summary?today=2099-06-01').expect(200);
    const action = await list(parent, '?view=action-required&limit=200');
    expect(res.body).toEqual({
      actionRequired: action.items.length,
      dueToday: 1,
      overdue: action.items.filter((d) => d.dueDate! < '2099-06-01').length,
    });
    const miaSummary = await api.as(mia).get('/api/school-documents/summary?today=2099-06-01').expect(200);
    expect(miaSummary.body.actionRequired).toBe(2);
  });

  it('shows a child only the documents of their own enrolments', async () => {
    const seen = await list(mia, '?limit=200');
    expect(seen.items.length).toBeGreaterThan(0);
    expect(seen.items.every((d) => d.studentId === miaStudent.id)).toBe(true);
    const leoDoc = (await list(leo)).items[0]!;
    await api.as(mia).get(`/api/school-documents/${leoDoc.id}`).expect(404);
    await api.as(mia).post(`/api/school-documents/${leoDoc.id}/submit`).send({}).expect(404);
  });

  it("never shows or changes another family's documents", async () => {
    const doc = (await list(parent)).items[0]!;
    expect((await list(stranger)).items).toEqual([]);
    await api.as(stranger).get(`/api/school-documents/${doc.id}`).expect(404);
    await api.as(stranger).patch(`/api/school-documents/${doc.id}`).send({ title: 'x' }).expect(404);
    await api.as(stranger).post(`/api/school-documents/${doc.id}/submit`).send({}).expect(404);
    await api.as(stranger).post(`/api/school-documents/${doc.id}/task`).send({}).expect(404);
    await api.as(stranger).delete(`/api/school-documents/${doc.id}`).expect(404);
    await api.as(stranger).get(doc.fileUrl).expect(404);
    const theirs = await api.as(stranger).get('/api/school-documents/summary').expect(200);
    expect(theirs.body).toEqual({ actionRequired: 0, dueToday: 0, overdue: 0 });
    const foreignStudent = await api
      .as(stranger)
      .post('/api/school-documents')
      .send({ studentId: miaStudent.id, title: 'x', fileUrl: await api.uploadPdf(stranger) })
      .expect(404);
    expect(foreignStudent.body.message).toBe('Student not found');
  });

  it('stores descriptions encrypted, exports them readable with the files, and forgets a leaving member', async () => {
    const stored = await api.rows(
      sql`select description from school.school_documents where title = 'Library form'`,
    );
    expect(stored[0]!.description).toEqual(expect.any(String));
    expect(stored[0]!.description).not.toContain('SIGNATURE');
    const exported = await api.as(admin).get('/internal/export').expect(200);
    const rows = exported.body.tables.school_documents as { title: string; description: string | null }[];
    expect(rows.find((r) => r.title === 'Library form')?.description).toBe('Needs a SIGNATURE');
    expect(exported.body.tables.file_contents.length).toBeGreaterThan(0);
    expect(JSON.stringify(exported.body)).not.toContain('Lee');

    const removed = await api.as(admin).post(`/internal/members/${mia.userId}/removed`).expect(200);
    expect(removed.body.changed).toMatchObject({ students: 1 });
    const afterwards = (await api.as(parent).get(`/api/students/${miaStudent.id}`).expect(200))
      .body as Student;
    expect(afterwards.status).toBe('inactive');
    const uploader = await api.as(admin).post(`/internal/members/${parent.userId}/removed`).expect(200);
    expect(uploader.body.changed.school_documents).toBeGreaterThan(0);
    expect((await list(admin)).items.every((d) => d.uploadedById === null)).toBe(true);
  });
});
