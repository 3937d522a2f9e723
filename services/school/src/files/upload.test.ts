import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { diskStorage, type DatabaseHandle, type FileStorage } from '@familyhub/server-kit';
import {
  createTestDatabase,
  PDF_BYTES,
  PNG_BYTES,
  pngOfSize,
  signedClient,
  startTestS3Server,
  TEST_FIELD_KEY,
  TEST_INTERNAL_KEY,
  TEXT_BYTES,
  type TestS3Server,
} from '@familyhub/server-kit/testing';
import { createApp } from '../app';
import { databaseOptions } from '../database';
import type { SchoolSchema } from '../schema';

const parent = { userId: 11, familyId: 1, role: 'parent' as const, plan: 'annual' as const };
const admin = { userId: 10, familyId: 1, role: 'admin' as const, plan: 'annual' as const };
const otherFamily = { userId: 20, familyId: 2, role: 'admin' as const, plan: 'annual' as const };

let s3: TestS3Server;
const folders: string[] = [];
beforeAll(async () => {
  s3 = await startTestS3Server();
}, 60_000);
afterAll(async () => {
  await s3?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.each<[string, () => FileStorage]>([
  [
    'on disk',
    () => {
      const root = mkdtempSync(path.join(tmpdir(), 'fh-school-files-'));
      folders.push(root);
      return diskStorage(root);
    },
  ],
  ['in S3-compatible storage', () => s3.storage('school-test')],
])('POST /api/upload (spec 000 §7) %s', (_where, makeStorage) => {
  let database: DatabaseHandle<SchoolSchema>;
  let app: Express;
  let storage: FileStorage;

  beforeAll(async () => {
    database = await createTestDatabase(databaseOptions);
    storage = makeStorage();
    app = createApp({
      db: database.db,
      internalKey: TEST_INTERNAL_KEY,
      fieldKey: TEST_FIELD_KEY,
      fileStorage: storage,
    });
  }, 120_000);
  afterAll(() => database.close());

  it('takes a school document (a PDF) and answers its fileUrl, type and size for the document record', async () => {
    const res = await signedClient(app, parent)
      .post('/api/upload')
      .attach('file', PDF_BYTES, 'Field trip permission.pdf')
      .expect(201);
    expect(res.body).toEqual({
      fileUrl: expect.stringMatching(/^\/api\/school\/files\/[0-9a-f-]{36}$/),
      fileType: 'application/pdf',
      fileSize: PDF_BYTES.length,
      name: 'Field trip permission.pdf',
    });
    // Until a document holds it, only its uploader may read it (file-access.test.ts has the records' rules).
    const download = await signedClient(app, parent).get(res.body.fileUrl).buffer(true).expect(200);
    expect(Buffer.compare(download.body as Buffer, PDF_BYTES)).toBe(0);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('inline; filename="Field trip permission.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    await signedClient(app, admin).get(res.body.fileUrl).expect(404);
    await signedClient(app, otherFamily).get(res.body.fileUrl).expect(404);
  });

  it('takes a photo of a document through the school prefix too', async () => {
    const res = await signedClient(app, parent)
      .post('/api/school/files?use=school-document')
      .attach('file', PNG_BYTES, 'report-card.png')
      .expect(201);
    expect(res.body.fileType).toBe('image/png');
  });

  it('refuses text dressed as a PDF (415) and a document over 10 MB (413)', async () => {
    const text = await signedClient(app, parent)
      .post('/api/upload')
      .attach('file', TEXT_BYTES, { filename: 'homework.pdf', contentType: 'application/pdf' })
      .expect(415);
    expect(text.body.message).toBe(
      'Invalid file type: Please select a PDF or an image file (jpg, png, etc.)',
    );
    const big = await signedClient(app, parent)
      .post('/api/upload')
      .attach('file', pngOfSize(10 * 1024 * 1024 + 1), 'scan.png')
      .expect(413);
    expect(big.body).toEqual({
      error: 'payload_too_large',
      message: 'File too large: Documents must be 10 MB or smaller',
    });
  });

  it('answers 400 "Please select a file to upload" without a file', async () => {
    const res = await signedClient(app, parent).post('/api/upload').field('title', 'x').expect(400);
    expect(res.body.message).toBe('Please select a file to upload');
  });

  it("exports the family's files and deletes them with the family", async () => {
    const mine = await signedClient(app, admin).post('/api/upload').attach('file', PNG_BYTES, 'mine.png');
    const theirs = await signedClient(app, otherFamily)
      .post('/api/upload')
      .attach('file', PDF_BYTES, 'theirs.pdf');
    const exported = await signedClient(app, admin).get('/internal/export').expect(200);
    expect(exported.body.tables.files.map((f: { name: string }) => f.name)).toContain('mine.png');
    expect(exported.body.tables.file_contents.map((f: { name: string }) => f.name)).toContain('mine.png');
    expect(JSON.stringify(exported.body)).not.toContain('theirs.pdf');

    await signedClient(app, admin).delete('/internal/families/1').expect(200);
    await signedClient(app, admin).get(mine.body.fileUrl).expect(404);
    expect(await storage.deletePrefix('school/1/')).toBe(0);
    await signedClient(app, otherFamily).get(theirs.body.fileUrl).expect(200);
  });
});
