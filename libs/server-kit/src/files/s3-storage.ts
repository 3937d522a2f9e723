import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { assertStorageKey, assertStoragePrefix, type FileStorage } from './storage';

export interface S3StorageConfig {
  bucket: string;
  /** An S3-compatible server's URL (MinIO, Ceph, R2, …); AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** Static keys; the SDK's default chain (env, profile, instance role) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path instead of the host name (most self-hosted servers need it). */
  forcePathStyle?: boolean;
  /** Put every key under this folder of the bucket (e.g. `familyhub/`). */
  prefix?: string;
  stagingDir: string;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Files in an S3-compatible bucket. The SDK (slow to load) is loaded on first use only. */
export function s3Storage(config: S3StorageConfig): FileStorage {
  const prefix = config.prefix ? `${config.prefix.replace(/\/+$/, '')}/` : '';
  let loaded: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const s3 = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Checksums only where S3 demands them: many S3-compatible servers cannot read the SDK's newer
        // aws-chunked uploads with trailing checksums (they would store the framing as part of the file).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return loaded;
  };
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };

  return {
    kind: 's3',
    stagingDir: config.stagingDir,

    async put(key, stagedPath, meta) {
      const { sdk, client } = await s3();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: config.bucket,
            Key: objectKey(key),
            Body: createReadStream(stagedPath),
            ContentLength: meta.size,
            ContentType: meta.contentType,
          }),
        );
      } finally {
        await unlink(stagedPath).catch(() => undefined);
      }
    },

    async get(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        return { body: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },

    async deletePrefix(folder) {
      assertStoragePrefix(folder);
      const { sdk, client } = await s3();
      let deleted = 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: prefix + folder,
            ContinuationToken: token,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) {
          const answer = await client.send(
            new sdk.DeleteObjectsCommand({ Bucket: config.bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          if (answer.Errors?.length) {
            throw new Error(`S3 refused to delete ${answer.Errors.length} files under ${folder}`);
          }
          deleted += keys.length;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return deleted;
    },
  };
}
