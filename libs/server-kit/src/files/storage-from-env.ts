import path from 'node:path';
import { diskStorage } from './disk-storage';
import { s3Storage, type S3StorageConfig } from './s3-storage';
import type { FileStorage } from './storage';

const flag = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

/**
 * The storage chosen at start from the environment: S3-compatible object storage when `FILES_S3_BUCKET` is set
 * (`FILES_S3_ENDPOINT`, `FILES_S3_REGION`, `FILES_S3_ACCESS_KEY_ID` + `FILES_S3_SECRET_ACCESS_KEY`,
 * `FILES_S3_FORCE_PATH_STYLE`, `FILES_S3_PREFIX`), otherwise the disk under `FILES_DIR` (default `<data dir>/files`).
 */
export function fileStorageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  // As secrets.ts's dataDir(), but from `env`.
  const dataDir = path.resolve(env.FAMILYHUB_DATA_DIR ?? path.join(process.cwd(), '.data'));
  const bucket = env.FILES_S3_BUCKET;
  if (!bucket) return diskStorage(env.FILES_DIR ? path.resolve(env.FILES_DIR) : path.join(dataDir, 'files'));
  const accessKeyId = env.FILES_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.FILES_S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY, or neither');
  }
  const config: S3StorageConfig = {
    bucket,
    endpoint: env.FILES_S3_ENDPOINT || undefined,
    region: env.FILES_S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag(env.FILES_S3_FORCE_PATH_STYLE),
    prefix: env.FILES_S3_PREFIX || undefined,
    stagingDir: path.join(dataDir, 'files-staging'),
  };
  return s3Storage(config);
}
