import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server';
import { diskStorage } from './disk-storage';
import type { FileStorage } from './storage';
import { fileStorageFromEnv } from './storage-from-env';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function stage(storage: FileStorage, content: string): Promise<string> {
  await mkdir(storage.stagingDir, { recursive: true });
  const file = path.join(storage.stagingDir, `${Math.random().toString(36).slice(2)}.part`);
  writeFileSync(file, content);
  return file;
}

let s3: TestS3Server;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  diskRoot = mkdtempSync(path.join(tmpdir(), 'fh-files-'));
}, 60_000);
afterAll(async () => {
  await s3?.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

// The same contract for every adapter: what the file store relies on.
describe.each([
  ['disk', () => diskStorage(diskRoot)],
  ['s3', () => s3.storage()],
  ['s3 with a key prefix', () => s3.storage('familyhub')],
])('%s storage', (_kind, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('stores a staged file under its key, gives it back, and takes the staged file away', async () => {
    const staged = await stage(storage, 'report card');
    await storage.put('school/1/abc_DEF-123', staged, { size: 11, contentType: 'application/pdf' });
    expect(existsSync(staged)).toBe(false);
    const stored = await storage.get('school/1/abc_DEF-123');
    expect(stored?.size).toBe(11);
    expect(await text(stored!.body)).toBe('report card');
  });

  it('answers null for a key with nothing stored, and deleting it is no error', async () => {
    expect(await storage.get('school/1/missing')).toBeNull();
    await expect(storage.delete('school/1/missing')).resolves.toBeUndefined();
  });

  it('deletes one file', async () => {
    await storage.put('school/1/one', await stage(storage, 'x'), { size: 1, contentType: 'image/png' });
    await storage.delete('school/1/one');
    expect(await storage.get('school/1/one')).toBeNull();
  });

  it("deletes every file under a family's prefix and nothing of another family or service", async () => {
    for (const key of ['money/7/a', 'money/7/b', 'money/70/c', 'home/7/d']) {
      await storage.put(key, await stage(storage, key), { size: key.length, contentType: 'image/png' });
    }
    expect(await storage.deletePrefix('money/7/')).toBe(2);
    expect(await storage.get('money/7/a')).toBeNull();
    expect(await storage.get('money/7/b')).toBeNull();
    expect(await text((await storage.get('money/70/c'))!.body)).toBe('money/70/c');
    expect(await text((await storage.get('home/7/d'))!.body)).toBe('home/7/d');
    expect(await storage.deletePrefix('money/7/')).toBe(0);
  });

  it('refuses keys and prefixes it did not make (no way out of its root)', async () => {
    const staged = await stage(storage, 'x');
    await expect(storage.put('../outside', staged, { size: 1, contentType: 'image/png' })).rejects.toThrow(
      'Not a storage key',
    );
    await expect(storage.get('school/../../etc/passwd')).rejects.toThrow('Not a storage key');
    await expect(storage.get('/etc/passwd')).rejects.toThrow('Not a storage key');
    await expect(storage.deletePrefix('')).rejects.toThrow('Not a storage prefix');
    await expect(storage.deletePrefix('school/1')).rejects.toThrow('Not a storage prefix');
  });
});

describe('disk storage on disk', () => {
  it('keeps files under <root>/<service>/<family>/ readable by the service only', async () => {
    const storage = diskStorage(diskRoot);
    await storage.put('planning/3/private', await stage(storage, 'secret'), {
      size: 6,
      contentType: 'image/png',
    });
    const file = path.join(diskRoot, 'planning', '3', 'private');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.join(diskRoot, 'planning', '3'))).toEqual(['private']);
  });
});

describe('fileStorageFromEnv', () => {
  it('is the disk under the data dir by default, FILES_DIR when set', () => {
    const byDefault = fileStorageFromEnv({ FAMILYHUB_DATA_DIR: '/srv/fh' } as NodeJS.ProcessEnv);
    expect(byDefault.kind).toBe('disk');
    expect(byDefault.stagingDir).toBe(path.join('/srv/fh', 'files', '.staging'));
    const elsewhere = fileStorageFromEnv({ FILES_DIR: '/mnt/files' } as NodeJS.ProcessEnv);
    expect(elsewhere.stagingDir).toBe(path.join('/mnt/files', '.staging'));
  });

  it('is S3 when a bucket is named, and wants both keys or neither', () => {
    expect(fileStorageFromEnv({ FILES_S3_BUCKET: 'b' } as NodeJS.ProcessEnv).kind).toBe('s3');
    expect(() =>
      fileStorageFromEnv({ FILES_S3_BUCKET: 'b', FILES_S3_ACCESS_KEY_ID: 'k' } as NodeJS.ProcessEnv),
    ).toThrow('Set both FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY, or neither');
  });

  it('works against a real S3-compatible server from its environment variables', async () => {
    const config = s3.config();
    const storage = fileStorageFromEnv({
      FILES_S3_BUCKET: config.bucket,
      FILES_S3_ENDPOINT: config.endpoint,
      FILES_S3_REGION: 'us-east-1',
      FILES_S3_ACCESS_KEY_ID: 'S3RVER',
      FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
      FILES_S3_FORCE_PATH_STYLE: 'true',
      FAMILYHUB_DATA_DIR: diskRoot,
    } as NodeJS.ProcessEnv);
    expect(storage.stagingDir).toBe(path.join(diskRoot, 'files-staging'));
    await storage.put('wellness/5/x', await stage(storage, 'hello'), { size: 5, contentType: 'image/png' });
    expect(await text((await storage.get('wellness/5/x'))!.body)).toBe('hello');
  });
});
