import { sql } from 'drizzle-orm';
import type { SchoolDocument, Student } from '@familyhub/contracts';
import { PDF_BYTES } from '@familyhub/server-kit/testing';
import { setupSchoolApi, TestFamily } from '../testing/school-api';
import { SCHOOL_UPLOAD_FORBIDDEN } from './school-files';

// Issue #28 item 2: a school file is read exactly by those who may read the document or homework holding it.
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

async function documentFor(student: Student, title: string): Promise<SchoolDocument> {
  const fileUrl = await api.uploadPdf(parent, `${title}.pdf`);
  const res = await api
    .as(parent)
    .post('/api/school-documents')
    .send({ studentId: student.id, title, documentType: 'medical', fileUrl })
    .expect(201);
  return res.body as SchoolDocument;
}

describe('school files follow their records', () => {
  it("keeps Leo's medical consent from Mia: the document and its file are both not found to her", async () => {
    const leos = await documentFor(leoStudent, 'Flu vaccination consent');
    await api.as(mia).get(`/api/school-documents/${leos.id}`).expect(404);
    const refused = await api.as(mia).get(leos.fileUrl).expect(404);
    expect(refused.body).toEqual({ error: 'not_found', message: 'File not found' });
    await api.as(leo).get(leos.fileUrl).expect(200);
    await api.as(parent).get(leos.fileUrl).expect(200);
    await api.as(admin).get(leos.fileUrl).expect(200);
    await api.as(stranger).get(leos.fileUrl).expect(404);

    const mias = await documentFor(miaStudent, 'Term 1 report card');
    const own = await api.as(mia).get(mias.fileUrl).buffer(true).expect(200);
    expect(Buffer.compare(own.body as Buffer, PDF_BYTES)).toBe(0);
  });

  it('reads a homework attachment by the homework’s rule', async () => {
    const attachmentUrl = await api.uploadPdf(parent, 'worksheet.pdf');
    await api
      .as(parent)
      .post('/api/homework')
      .send({
        studentId: leoStudent.id,
        subject: 'Math',
        title: 'Fractions',
        dueDate: '2026-12-01',
        attachmentUrl,
      })
      .expect(201);
    await api.as(leo).get(attachmentUrl).expect(200);
    await api.as(mia).get(attachmentUrl).expect(404);
    await api.as(admin).get(attachmentUrl).expect(200);
  });

  it('shows a file no record holds yet to its uploader only', async () => {
    const fileUrl = await api.uploadPdf(parent, 'draft.pdf');
    await api.as(parent).get(fileUrl).expect(200);
    await api.as(admin).get(fileUrl).expect(404);
    await api.as(mia).get(fileUrl).expect(404);
  });

  it('answers a random address, and the serial id is not one', async () => {
    const leos = await documentFor(leoStudent, 'Science fair entry form');
    expect(leos.fileUrl).toMatch(/^\/api\/school\/files\/[0-9a-f-]{36}$/);
    const [row] = await api.rows(
      sql`select id from school.files where public_id::text = ${leos.fileUrl.split('/').pop()}`,
    );
    await api.as(parent).get(`/api/school/files/${row!.id}`).expect(404);
  });

  it('refuses an upload from a child, who cannot add documents or homework (403)', async () => {
    const res = await api.as(mia).post('/api/upload').attach('file', PDF_BYTES, 'mine.pdf').expect(403);
    expect(res.body).toEqual({ error: 'forbidden', message: SCHOOL_UPLOAD_FORBIDDEN });
    await api
      .as(mia)
      .post('/api/school/files?use=school-document')
      .attach('file', PDF_BYTES, 'mine.pdf')
      .expect(403);
  });
});
