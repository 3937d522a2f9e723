import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import type { Express } from 'express';
import { fileUses } from '@familyhub/contracts';
import { CALLER_HEADER, signCaller, type Caller } from '../caller';
import { openDatabase, type DatabaseHandle } from '../db';
import { familyDataRouter } from '../family-data/family-data.router';
import { createServiceApp } from '../service';
import { signedClient, TEST_INTERNAL_KEY } from '../testing/signed-client';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server';
import {
  isoBmffBytes,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  pngOfSize,
  TEXT_BYTES,
} from '../testing/file-fixtures';
import { diskStorage } from './disk-storage';
import { forbidden } from '../errors';
import {
  createFileStore,
  ORPHAN_FILE_AGE_MS,
  type FileAccess,
  type FileReadAccess,
  type FileStore,
} from './file-store';
import { filesTable } from './files.table';
import type { FileStorage } from './storage';

const SCHEMA = 'filestest';
const files = filesTable(pgSchema(SCHEMA));
const BASE = '/api/school/files';
const MB = 1024 * 1024;

const parent: Caller = { userId: 1, familyId: 1, role: 'parent', plan: 'annual' };
const admin: Caller = { userId: 2, familyId: 1, role: 'admin', plan: 'annual' };
const stranger: Caller = { userId: 9, familyId: 2, role: 'admin', plan: 'annual' };
const child: Caller = { userId: 3, familyId: 1, role: 'child', plan: 'annual' };

/**
 * The records of these tests: a URL "held" answers its record's rule for the caller; a child may not upload
 * receipts (as in money); a rule may throw a 403 (as money's routes do for a child).
 */
const held = new Map<string, (caller: Caller) => FileReadAccess>();
const testAccess: FileAccess = {
  assertMayUpload(caller, use) {
    if (caller.role === 'child' && use === 'receipt') throw forbidden('Receipts are for parents');
  },
  async readAccess(caller, file) {
    return held.get(file.url)?.(caller) ?? 'unheld';
  },
  async heldUrls(urls) {
    return new Set(urls.filter((url) => held.has(url)));
  },
};
const everyone = () => 'allowed' as const;

let database: DatabaseHandle;
let s3: TestS3Server;
const temporary: string[] = [];

beforeAll(async () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'fh-migrations-'));
  mkdirSync(path.join(empty, 'meta'));
  writeFileSync(
    path.join(empty, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  temporary.push(empty);
  database = await openDatabase({
    schemaName: SCHEMA,
    schema: {},
    migrationsFolder: empty,
    pgliteDir: 'memory',
  });
  // The same table `filesTable` describes (a service gets it from its drizzle-kit migration).
  await database.db.execute(
    sql.raw(`create table if not exists ${SCHEMA}.files (
      id serial primary key, public_id uuid not null unique default gen_random_uuid(),
      family_id integer not null, use text not null, content_type text not null,
      size integer not null, name text not null, storage_key text not null unique, created_by_id integer,
      created_at timestamptz not null default now())`),
  );
  s3 = await startTestS3Server();
}, 120_000);

afterAll(async () => {
  await s3?.close();
  await database?.close();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** Sends a raw multipart body in chunks with no Content-Length (chunked), as a browser stream would. */
function multipartBody(parts: { field: string; filename?: string; type?: string; data: Buffer }[]) {
  const boundary = '----familyhub-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

interface RawAnswer {
  status: number;
  body: Record<string, unknown>;
}

function sendChunked(
  server: Server,
  caller: Caller,
  urlPath: string,
  body: Buffer,
  contentType: string,
  options: { abortAfter?: number } = {},
): Promise<RawAnswer | 'aborted'> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: urlPath,
        headers: {
          'content-type': contentType,
          'transfer-encoding': 'chunked',
          [CALLER_HEADER]: signCaller(TEST_INTERNAL_KEY, {
            caller,
            method: 'POST',
            path: urlPath,
            audience: 'school',
            requestId: 't',
          }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
          }),
        );
      },
    );
    req.on('error', (error) => (options.abortAfter !== undefined ? resolve('aborted') : reject(error)));
    let sent = 0;
    const step = 64 * 1024;
    const writeNext = () => {
      while (sent < body.length) {
        if (options.abortAfter !== undefined && sent >= options.abortAfter) {
          req.destroy();
          setTimeout(() => resolve('aborted'), 200);
          return;
        }
        const chunk = body.subarray(sent, sent + step);
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', writeNext);
          return;
        }
      }
      req.end();
    };
    writeNext();
  });
}

const storages: [string, () => FileStorage][] = [
  [
    'disk',
    () => {
      const root = mkdtempSync(path.join(tmpdir(), 'fh-store-'));
      temporary.push(root);
      return diskStorage(root);
    },
  ],
  ['S3 (a local s3rver)', () => s3.storage(`run-${Date.now()}`)],
];

describe.each(storages)('file store on %s', (_kind, makeStorage) => {
  let storage: FileStorage;
  let store: FileStore;
  let app: Express;
  let server: Server;

  beforeAll(async () => {
    await database.db.execute(sql.raw(`delete from ${SCHEMA}.files`));
    storage = makeStorage();
    store = createFileStore({
      db: database.db,
      table: files,
      service: 'school',
      uses: ['school-document', 'receipt'],
      basePath: BASE,
      storage,
      access: testAccess,
    });
    app = createServiceApp({
      name: 'school',
      internalKey: TEST_INTERNAL_KEY,
      routes(a) {
        a.use(store.router());
        a.post('/api/upload', store.uploadHandler('school-document'));
        a.use(familyDataRouter({ db: database.db, schemaName: SCHEMA, files: store.familyData }));
      },
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const stagedFiles = () => {
    try {
      return readdirSync(storage.stagingDir);
    } catch {
      return [];
    }
  };
  const rowCount = async (familyId: number) => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(SCHEMA)}.files where family_id = ${familyId}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('takes a PDF for a school document and answers where it is, its type from its bytes and its size', async () => {
    const res = await signedClient(app, parent)
      .post(`${BASE}?use=school-document`)
      .attach('file', PDF_BYTES, { filename: 'Permission slip.pdf', contentType: 'application/octet-stream' })
      .expect(201);
    expect(res.body).toEqual({
      fileUrl: expect.stringMatching(
        /^\/api\/school\/files\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      fileType: 'application/pdf',
      fileSize: PDF_BYTES.length,
      name: 'Permission slip.pdf',
    });
  });

  it('serves the file to its family with its type, inline, nosniff, no caching and a locked-down policy', async () => {
    const { body } = await signedClient(app, parent)
      .post(`${BASE}?use=receipt`)
      .attach('file', PNG_BYTES, 'Till receipt.png')
      .expect(201);
    held.set(body.fileUrl, everyone);
    const res = await signedClient(app, admin).get(body.fileUrl).buffer(true).expect(200);
    expect(Buffer.compare(res.body as Buffer, PNG_BYTES)).toBe(0);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(PNG_BYTES.length));
    expect(res.headers['content-disposition']).toBe('inline; filename="Till receipt.png"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('offers a PDF inline without a sandbox (the browser viewer needs that) and HEIC as a download', async () => {
    const pdf = await signedClient(app, parent)
      .post('/api/upload')
      .attach('file', PDF_BYTES, 'a.pdf')
      .expect(201);
    const pdfRes = await signedClient(app, parent).get(pdf.body.fileUrl).expect(200);
    expect(pdfRes.headers['content-disposition']).toBe('inline; filename=a.pdf');
    expect(pdfRes.headers['content-security-policy']).not.toContain('sandbox');
    expect(pdfRes.headers['content-security-policy']).not.toContain('script-src');

    const heic = await signedClient(app, parent)
      .post('/api/upload')
      .attach('file', isoBmffBytes('heic', 'mif1', 'heic'), 'IMG_0042.HEIC')
      .expect(201);
    expect(heic.body.fileType).toBe('image/heic');
    const heicRes = await signedClient(app, parent).get(heic.body.fileUrl).expect(200);
    expect(heicRes.headers['content-disposition']).toBe('attachment; filename=IMG_0042.HEIC');
  });

  it('sends a name with other letters as RFC 6266 filename*', async () => {
    const { body } = await signedClient(app, parent)
      .post('/api/upload')
      .attach('file', JPEG_BYTES, 'Zeugnis Größe 1.jpg')
      .expect(201);
    expect(body.name).toBe('Zeugnis Größe 1.jpg');
    const res = await signedClient(app, parent).get(body.fileUrl).expect(200);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Zeugnis Gr??e 1.jpg"; filename*=UTF-8''Zeugnis%20Gr%C3%B6%C3%9Fe%201.jpg`,
    );
  });

  it('answers 404 to another family, and to an id that is not a file', async () => {
    const { body } = await signedClient(app, parent).post('/api/upload').attach('file', PDF_BYTES, 'x.pdf');
    const res = await signedClient(app, stranger).get(body.fileUrl).expect(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'File not found' });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    await signedClient(app, parent).get(`${BASE}/999999`).expect(404);
    await signedClient(app, parent).get(`${BASE}/abc`).expect(404);
    await signedClient(app, parent).get(`${BASE}/00000000-0000-4000-8000-000000000000`).expect(404);
    await signedClient(app, null).get(body.fileUrl).expect(401);
  });

  it('refuses a file larger than the use allows while it streams in (413 naming the limit), storing nothing', async () => {
    const before = await rowCount(1);
    const { body, contentType } = multipartBody([
      {
        field: 'file',
        filename: 'huge.png',
        type: 'image/png',
        data: pngOfSize(fileUses.receipt.maxBytes + 1),
      },
    ]);
    const answer = await sendChunked(server, parent, `${BASE}?use=receipt`, body, contentType);
    expect(answer).toEqual({
      status: 413,
      body: { error: 'payload_too_large', message: 'File too large: Receipt image must be less than 5MB' },
    });
    expect(await rowCount(1)).toBe(before);
    expect(stagedFiles()).toEqual([]);
  });

  it('takes a file of exactly the limit', async () => {
    const { body, contentType } = multipartBody([
      { field: 'file', filename: 'big.png', data: pngOfSize(fileUses.receipt.maxBytes) },
    ]);
    const answer = await sendChunked(server, parent, `${BASE}?use=receipt`, body, contentType);
    expect(answer).toMatchObject({ status: 201, body: { fileSize: 5 * MB, fileType: 'image/png' } });
  });

  it('refuses at once a body whose declared length is far over the limit', async () => {
    const res = await signedClient(app, parent)
      .post(`${BASE}?use=school-document`)
      .set('content-type', 'multipart/form-data; boundary=x')
      .set('content-length', String(11 * MB))
      .send(Buffer.alloc(0))
      .ok(() => true);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File too large: Documents must be 10 MB or smaller');
  });

  it('refuses a file whose bytes are not an accepted type, whatever its name says (415)', async () => {
    const before = await rowCount(1);
    const text = await signedClient(app, parent)
      .post(`${BASE}?use=receipt`)
      .attach('file', TEXT_BYTES, { filename: 'receipt.png', contentType: 'image/png' })
      .expect(415);
    expect(text.body).toEqual({
      error: 'unsupported_file_type',
      message: 'Invalid file type: Please select an image file (jpg, png, etc.)',
    });
    // A PDF is a school document's type, not a receipt's.
    await signedClient(app, parent)
      .post(`${BASE}?use=receipt`)
      .attach('file', PDF_BYTES, { filename: 'receipt.jpg', contentType: 'image/jpeg' })
      .expect(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await signedClient(app, parent).post('/api/upload').attach('file', svg, 'drawing.png').expect(415);
    expect(await rowCount(1)).toBe(before);
    expect(stagedFiles()).toEqual([]);
  });

  it('answers 400 without a file field, with an empty file, with two files, or with another body type', async () => {
    const none = await signedClient(app, parent)
      .post('/api/upload')
      .field('title', 'Permission slip')
      .expect(400);
    expect(none.body).toEqual({ error: 'bad_request', message: 'Please select a file to upload' });
    await signedClient(app, parent).post('/api/upload').attach('document', PDF_BYTES, 'a.pdf').expect(400);
    const empty = await signedClient(app, parent)
      .post('/api/upload')
      .attach('file', Buffer.alloc(0), 'empty.pdf')
      .expect(400);
    expect(empty.body.message).toBe('The file is empty');
    const two = await signedClient(app, parent)
      .post('/api/upload')
      .attach('file', PDF_BYTES, 'a.pdf')
      .attach('file', PDF_BYTES, 'b.pdf')
      .expect(400);
    expect(two.body.message).toBe('Send one file at a time');
    const json = await signedClient(app, parent).post('/api/upload').send({ fileUrl: 'x' }).expect(400);
    expect(json.body).toEqual({
      error: 'bad_request',
      message: 'Send the file as multipart/form-data with a "file" field',
    });
    const garbled = await signedClient(app, parent)
      .post('/api/upload')
      .set('content-type', 'multipart/form-data')
      .send('no boundary')
      .expect(400);
    expect(garbled.body.error).toBe('bad_request');
    expect(stagedFiles()).toEqual([]);
  });

  it('answers 400 for a use the service does not take', async () => {
    const res = await signedClient(app, parent)
      .post(`${BASE}?use=photo`)
      .attach('file', PNG_BYTES, 'p.png')
      .expect(400);
    expect(res.body.message).toBe('Say what the file is for: use=school-document or use=receipt');
    await signedClient(app, parent).post(BASE).attach('file', PNG_BYTES, 'p.png').expect(400);
  });

  it('leaves nothing behind when the browser goes away mid-upload', async () => {
    const before = await rowCount(1);
    const { body, contentType } = multipartBody([
      { field: 'file', filename: 'big.pdf', data: Buffer.concat([PDF_BYTES, Buffer.alloc(3 * MB)]) },
    ]);
    expect(await sendChunked(server, parent, '/api/upload', body, contentType, { abortAfter: MB })).toBe(
      'aborted',
    );
    // The service learns of the broken connection in its own time (slower on a loaded machine).
    const deadline = Date.now() + 10_000;
    while (stagedFiles().length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(stagedFiles()).toEqual([]);
    expect(await rowCount(1)).toBe(before);
  });

  it('deletes a file with its record: the bytes and the row go, another family cannot delete it', async () => {
    const { body } = await signedClient(app, parent)
      .post('/api/upload')
      .attach('file', PDF_BYTES, 'gone.pdf');
    const row = await store.findByUrl(1, body.fileUrl, 'school-document');
    const id = row!.id;
    expect(store.urlOf(row!)).toBe(body.fileUrl);
    expect(await store.findByUrl(1, body.fileUrl, 'receipt')).toBeNull();
    expect(await store.findByUrl(2, body.fileUrl)).toBeNull();
    expect(await store.remove(2, id)).toBe(false);
    expect(await store.removeByUrl(1, body.fileUrl)).toBe(true);
    await signedClient(app, parent).get(body.fileUrl).expect(404);
    expect(await storage.get(row!.storageKey)).toBeNull();
    expect(await store.remove(1, id)).toBe(false);
  });

  it("exports the family's files (rows and contents) and deletes them with the family, leaving other families'", async () => {
    const mine = await signedClient(app, admin).post('/api/upload').attach('file', PNG_BYTES, 'mine.png');
    const theirs = await signedClient(app, stranger)
      .post('/api/upload')
      .attach('file', PDF_BYTES, 'theirs.pdf');

    const exported = await signedClient(app, admin).get('/internal/export').expect(200);
    const id = (await store.findByUrl(1, mine.body.fileUrl))!.id;
    expect(exported.body.tables.files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, family_id: 1, name: 'mine.png', created_by_id: 2 }),
      ]),
    );
    const content = exported.body.tables.file_contents.find((c: { file_id: number }) => c.file_id === id);
    expect(content).toMatchObject({ name: 'mine.png', content_type: 'image/png', url: mine.body.fileUrl });
    expect(Buffer.from(content.content_base64, 'base64').equals(PNG_BYTES)).toBe(true);
    expect(JSON.stringify(exported.body)).not.toContain('theirs.pdf');

    const rows = await database.db.execute(
      sql`select storage_key from ${sql.identifier(SCHEMA)}.files where family_id = 1`,
    );
    const keys = (rows as unknown as { rows: { storage_key: string }[] }).rows.map((r) => r.storage_key);
    expect(keys.length).toBeGreaterThan(3);

    await signedClient(app, admin).delete('/internal/families/1').expect(200);
    expect(await rowCount(1)).toBe(0);
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    await signedClient(app, admin).get(mine.body.fileUrl).expect(404);
    // The other family keeps its file.
    held.set(theirs.body.fileUrl, everyone);
    const kept = await signedClient(app, stranger).get(theirs.body.fileUrl).expect(200);
    expect(kept.headers['content-type']).toBe('application/pdf');
  });

  it('keeps a leaving member’s uploads with the family, without an uploader', async () => {
    const { body } = await signedClient(app, stranger)
      .post('/api/upload')
      .attach('file', PDF_BYTES, 'kept.pdf');
    const changed = await database.db.transaction((tx) =>
      store.forgetMember(tx as never, stranger.familyId, stranger.userId),
    );
    expect(changed.files).toBeGreaterThan(0);
    expect((await store.findByUrl(2, body.fileUrl))?.createdById).toBeNull();
  });

  it('serves a file no record holds to its uploader only, and a held one by the rule of the record holding it', async () => {
    const { body } = await signedClient(app, parent)
      .post(`${BASE}?use=school-document`)
      .attach('file', PDF_BYTES, 'Leo consent.pdf')
      .expect(201);
    // Just uploaded: the uploader sees it, nobody else in the family does yet.
    await signedClient(app, parent).get(body.fileUrl).expect(200);
    await signedClient(app, admin).get(body.fileUrl).expect(404);
    await signedClient(app, child).get(body.fileUrl).expect(404);
    // Held by a record a child may not see (another child's document): 404 to them, 200 to the parents.
    held.set(body.fileUrl, (caller) => (caller.role === 'child' ? 'denied' : 'allowed'));
    await signedClient(app, admin).get(body.fileUrl).expect(200);
    const hidden = await signedClient(app, child).get(body.fileUrl).expect(404);
    expect(hidden.body).toEqual({ error: 'not_found', message: 'File not found' });
    await signedClient(app, stranger).get(body.fileUrl).expect(404);
    // A record whose routes answer 403 to the caller (money for a child): the file answers the same.
    held.set(body.fileUrl, (caller) => {
      if (caller.role === 'child') throw forbidden('Family finances are for parents');
      return 'allowed';
    });
    const refused = await signedClient(app, child).get(body.fileUrl).expect(403);
    expect(refused.body).toEqual({ error: 'forbidden', message: 'Family finances are for parents' });
  });

  it('gives each file a random address: the serial id is no address', async () => {
    const first = await signedClient(app, parent).post('/api/upload').attach('file', PDF_BYTES, 'a.pdf');
    const second = await signedClient(app, parent).post('/api/upload').attach('file', PDF_BYTES, 'b.pdf');
    const row = (await store.findByUrl(1, second.body.fileUrl))!;
    expect(first.body.fileUrl).not.toBe(second.body.fileUrl);
    expect(second.body.fileUrl).toBe(`${BASE}/${row.publicId}`);
    await signedClient(app, parent).get(`${BASE}/${row.id}`).expect(404);
    await signedClient(app, parent).get(second.body.fileUrl).expect(200);
  });

  it('refuses an upload to a caller who may not write where such files go (403), storing nothing', async () => {
    const before = await rowCount(1);
    const res = await signedClient(app, child)
      .post(`${BASE}?use=receipt`)
      .attach('file', PNG_BYTES, 'receipt.png')
      .expect(403);
    expect(res.body).toEqual({ error: 'forbidden', message: 'Receipts are for parents' });
    expect(await rowCount(1)).toBe(before);
    expect(stagedFiles()).toEqual([]);
    await signedClient(app, child)
      .post(`${BASE}?use=school-document`)
      .attach('file', PDF_BYTES, 'homework.pdf')
      .expect(201);
  });
});

describe('file store limits and the orphan sweep', () => {
  const FAMILY = 7;
  const member: Caller = { userId: 70, familyId: FAMILY, role: 'parent', plan: 'annual' };
  const sibling: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'annual' };
  let clock = new Date('2026-03-02T09:00:00Z');
  let storage: FileStorage;

  const appOf = (store: FileStore) =>
    createServiceApp({
      name: 'school',
      internalKey: TEST_INTERNAL_KEY,
      routes(a) {
        a.use(store.router());
      },
    });
  const storeWith = (limits: {
    quotaBytes?: number;
    memberRate?: { files: number; bytes: number; windowMs: number };
  }) =>
    createFileStore({
      db: database.db,
      table: files,
      service: 'school',
      uses: ['school-document'],
      basePath: BASE,
      storage,
      access: testAccess,
      now: () => clock,
      ...limits,
    });
  const send = (app: Express, caller: Caller, bytes: Buffer = PDF_BYTES) =>
    signedClient(app, caller).post(`${BASE}?use=school-document`).attach('file', bytes, 'scan.pdf');

  beforeEach(async () => {
    await database.db.execute(sql.raw(`delete from ${SCHEMA}.files where family_id = ${FAMILY}`));
    const root = mkdtempSync(path.join(tmpdir(), 'fh-limits-'));
    temporary.push(root);
    storage = diskStorage(root);
    clock = new Date('2026-03-02T09:00:00Z');
  });

  it("refuses with 413 a file the family's share of storage has no room for, and shows the usage", async () => {
    const pdf = Buffer.concat([PDF_BYTES, Buffer.alloc(1000)]);
    const store = storeWith({ quotaBytes: 2.5 * pdf.length });
    const app = appOf(store);
    await send(app, member, pdf).expect(201);
    await send(app, sibling, pdf).expect(201);
    const full = await send(app, member, pdf).expect(413);
    expect(full.body).toMatchObject({
      error: 'storage_quota_exceeded',
      message: expect.stringMatching(
        /^Storage full: your family has used \d\.\d KB of its \d\.\d KB for school files/,
      ),
    });
    const usage = await signedClient(app, sibling).get('/internal/files/usage').expect(200);
    expect(usage.body).toEqual({
      domain: 'school',
      usedBytes: 2 * pdf.length,
      quotaBytes: 2.5 * pdf.length,
      files: 2,
    });
    // Uploads at the same moment do not squeeze past the quota together.
    await database.db.execute(sql.raw(`delete from ${SCHEMA}.files where family_id = ${FAMILY}`));
    const together = await Promise.all([0, 1, 2, 3].map(() => send(app, member, pdf)));
    expect(together.map((r) => r.status).sort()).toEqual([201, 201, 413, 413]);
    expect((await store.usage(FAMILY)).files).toBe(2);
  });

  it('refuses with 429 and Retry-After a member who uploads faster than the rate; others still upload', async () => {
    const app = appOf(storeWith({ memberRate: { files: 3, bytes: 1024 * 1024, windowMs: 60_000 } }));
    for (let i = 0; i < 3; i += 1) await send(app, member).expect(201);
    const refused = await send(app, member).expect(429);
    expect(refused.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Too many uploads/),
    });
    expect(refused.headers['retry-after']).toBe('60');
    await send(app, sibling).expect(201);
    clock = new Date(clock.getTime() + 61_000);
    await send(app, member).expect(201);
    // Bytes count too: one large file uses up the minute.
    const bytesApp = appOf(
      storeWith({ memberRate: { files: 100, bytes: 2 * PDF_BYTES.length, windowMs: 60_000 } }),
    );
    clock = new Date(clock.getTime() + 61_000);
    await send(bytesApp, member).expect(201);
    await send(bytesApp, member).expect(201);
    await send(bytesApp, member).expect(429);
  });

  it('removes files no record has held for a day, keeping held and younger ones (a fixed clock)', async () => {
    const store = storeWith({});
    const app = appOf(store);
    const orphan = await send(app, member).expect(201);
    const attached = await send(app, member).expect(201);
    held.set(attached.body.fileUrl, everyone);
    clock = new Date(clock.getTime() + ORPHAN_FILE_AGE_MS - 60_000);
    const young = await send(app, member).expect(201);
    const orphanKey = (await store.findByUrl(FAMILY, orphan.body.fileUrl))!.storageKey;

    // Not yet a day old: nothing goes.
    expect(await store.sweepOrphans()).toBe(0);
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(await store.sweepOrphans()).toBe(1);
    expect(await store.findByUrl(FAMILY, orphan.body.fileUrl)).toBeNull();
    expect(await storage.get(orphanKey)).toBeNull();
    await signedClient(app, member).get(attached.body.fileUrl).expect(200);
    await signedClient(app, member).get(young.body.fileUrl).expect(200);
    // Idempotent: a second run finds nothing more; the young one goes a day after it came.
    expect(await store.sweepOrphans()).toBe(0);
    clock = new Date(clock.getTime() + ORPHAN_FILE_AGE_MS);
    expect(await store.sweepOrphans()).toBe(1);
    // A record that lets its file go leaves it to the sweep too.
    held.delete(attached.body.fileUrl);
    expect(await store.sweepOrphans()).toBe(1);
    expect((await store.usage(FAMILY)).files).toBe(0);
  });
});
