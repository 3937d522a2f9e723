import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { s3Storage, type S3StorageConfig } from '../files/s3-storage';
import type { FileStorage } from '../files/storage';

export const TEST_S3_BUCKET = 'familyhub-test';

export interface TestS3Server {
  /** The adapter's configuration for this server (a fresh staging folder each call). */
  config(prefix?: string): S3StorageConfig;
  storage(prefix?: string): FileStorage;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, from the npm registry) on a random port with an empty bucket, for the
 * storage adapter's tests; its files live in a temporary folder removed on close.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  // The SDK's notice that its 2027 releases will need Node 22 says nothing about these tests.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // s3rver ships no types and is a test-only dependency, so it is loaded here and not at module load.
  const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;
  const directory = mkdtempSync(path.join(tmpdir(), 'fh-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_S3_BUCKET }],
  });
  const { port } = await server.run();
  const stagingRoot = mkdtempSync(path.join(tmpdir(), 'fh-s3-staging-'));
  const config = (prefix?: string): S3StorageConfig => ({
    bucket: TEST_S3_BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed keys; it checks every request's signature with them.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix,
    stagingDir: stagingRoot,
  });
  return {
    config,
    storage: (prefix) => s3Storage(config(prefix)),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
      rmSync(stagingRoot, { recursive: true, force: true });
    },
  };
}
