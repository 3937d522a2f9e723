import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../env';
import { csrf, signUpByApi, test } from './helpers';

// Files (docs/architecture.md "Files"): no screen uploads yet (the Digital Backpack comes with the school
// screens), so the browser context's own requests and a page of the app stand in for it.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

test('a school document uploads through the gateway, is served to its family only, and goes with the family', async ({
  page,
  browser,
}) => {
  const family = await signUpByApi(page.request);
  const me = await (await page.request.get('/api/auth/me')).json();
  const familyDir = path.join(E2E_DATA_DIR, 'files', 'school', String(me.family.id));

  // Spec 000 §7: POST /api/upload with a multipart "file" answers the fileUrl the document record keeps.
  const upload = await page.request.post('/api/upload', {
    headers: csrf,
    multipart: { file: { name: 'Permission slip.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const answer = await upload.json();
  expect(answer).toEqual({
    fileUrl: expect.stringMatching(/^\/api\/school\/files\/[0-9a-f-]{36}$/),
    fileType: 'application/pdf',
    fileSize: PDF.length,
    name: 'Permission slip.pdf',
  });
  // Stored under the data dir by default.
  expect(readdirSync(familyDir)).toHaveLength(1);

  const download = await page.request.get(answer.fileUrl);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['content-disposition']).toBe('inline; filename="Permission slip.pdf"');
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(await download.body(), PDF)).toBe(0);

  // A photo of a document shows in the app's own page (its policy allows same-origin images).
  const photo = await page.request.post('/api/upload', {
    headers: csrf,
    multipart: { file: { name: 'report-card.png', mimeType: 'image/png', buffer: PNG } },
  });
  const photoUrl = (await photo.json()).fileUrl as string;
  await page.goto('/dashboard');
  const width = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return img.naturalWidth;
  }, photoUrl);
  expect(width).toBe(1);

  // The type comes from the bytes: text named .pdf is refused, and so is a document over 10 MB.
  const text = await page.request.post('/api/upload', {
    headers: csrf,
    multipart: {
      file: { name: 'homework.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello '.repeat(100)) },
    },
  });
  expect(text.status()).toBe(415);
  const big = await page.request.post('/api/upload', {
    headers: csrf,
    multipart: {
      file: {
        name: 'scan.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]),
      },
    },
  });
  expect(big.status()).toBe(413);
  expect((await big.json()).message).toBe('File too large: Documents must be 10 MB or smaller');
  expect(readdirSync(familyDir)).toHaveLength(2);

  // Another family is told there is no such file.
  const other = await browser.newContext();
  await signUpByApi(other.request);
  expect((await other.request.get(answer.fileUrl)).status()).toBe(404);
  await other.close();

  // Deleting the family deletes its files too.
  const deleted = await page.request.delete('/api/account', {
    headers: csrf,
    data: { password: family.password, confirmation: 'DELETE', deleteFamily: true },
  });
  expect(deleted.status(), await deleted.text()).toBeLessThan(300);
  expect(existsSync(familyDir)).toBe(false);
});
