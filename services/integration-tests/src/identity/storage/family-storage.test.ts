import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAMILY_FILE_QUOTA_BYTES, familyFileQuota, type FamilyStorageUsage } from '@familyhub/contracts';
import { PDF_BYTES, PNG_BYTES, signedClient } from '@familyhub/server-kit/testing';
import { identityWithDomains } from '../../testing/domain-servers';
import { signUpFamily } from '@familyhub/identity-service/testing';

// The domains keep their files in a folder of this test's own.
const filesDir = mkdtempSync(path.join(tmpdir(), 'fh-identity-storage-'));
const previousFilesDir = process.env.FILES_DIR;
process.env.FILES_DIR = filesDir;
afterAll(() => {
  if (previousFilesDir === undefined) delete process.env.FILES_DIR;
  else process.env.FILES_DIR = previousFilesDir;
  rmSync(filesDir, { recursive: true, force: true });
});

const env = identityWithDomains();

describe('GET /api/settings/storage', () => {
  it("adds up the family's files of every domain against the family's quota, and names a domain that is down", async () => {
    const family = await signUpFamily(env.identity.app, { familyName: 'The Keepers' });
    const neighbours = await signUpFamily(env.identity.app, { familyName: 'The Neighbours' });
    await signedClient(env.domains.apps.school, family.caller)
      .post('/api/upload')
      .attach('file', PDF_BYTES, 'slip.pdf')
      .expect(201);
    await signedClient(env.domains.apps.money, family.caller)
      .post('/api/money/files?use=receipt')
      .attach('file', PNG_BYTES, 'receipt.png')
      .expect(201);
    await signedClient(env.domains.apps.school, neighbours.caller)
      .post('/api/upload')
      .attach('file', PDF_BYTES, 'theirs.pdf')
      .expect(201);

    const res = await signedClient(env.identity.app, family.caller).get('/api/settings/storage').expect(200);
    const usage = res.body as FamilyStorageUsage;
    expect(usage).toEqual({
      usedBytes: PDF_BYTES.length + PNG_BYTES.length,
      quotaBytes: FAMILY_FILE_QUOTA_BYTES,
      domains: [
        { domain: 'school', usedBytes: PDF_BYTES.length, quotaBytes: familyFileQuota.school, files: 1 },
        { domain: 'money', usedBytes: PNG_BYTES.length, quotaBytes: familyFileQuota.money, files: 1 },
        { domain: 'home', usedBytes: 0, quotaBytes: familyFileQuota.home, files: 0 },
        { domain: 'planning', usedBytes: 0, quotaBytes: familyFileQuota.planning, files: 0 },
      ],
      unavailable: [],
    });

    env.domains.takeDown('money');
    const partial = (
      await signedClient(env.identity.app, family.caller).get('/api/settings/storage').expect(200)
    ).body as FamilyStorageUsage;
    expect(partial.unavailable).toEqual(['money']);
    expect(partial.usedBytes).toBe(PDF_BYTES.length);
    await signedClient(env.identity.app, null).get('/api/settings/storage').expect(401);
  });
});
