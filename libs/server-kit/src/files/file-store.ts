import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import { and, count, eq, gt, inArray, lt, sql, sum } from 'drizzle-orm';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  familyFileQuota,
  fileDomainUses,
  fileEndpoints,
  fileTypeOfMime,
  fileTypes,
  fileUses,
  formatFileSize,
  inlineFileTypes,
  memberUploadRate,
  type DomainStorageUsage,
  type FileDomain,
  type FileUseId,
  type UploadedFile,
} from '@familyhub/contracts';
import type { Caller } from '../caller';
import type { Database } from '../db';
import { HttpError, notFound, RateLimited } from '../errors';
import type { FamilyFiles } from '../family-data/family-data.router';
import { endpointRouter } from '../endpoints/bind-endpoint';
import { callerOf, type ServiceName } from '../service';
import type { FileRow, FilesTable } from './files.table';
import { receiveUpload } from './receive-upload';
import type { FileStorage } from './storage';
import { fileStorageFromEnv } from './storage-from-env';

export interface FileStoreOptions {
  /** The service's database; `table` is in its schema. */
  db: Database<never> | Database;
  table: FilesTable;
  service: ServiceName;
  /** The uses this service accepts files for (`fileUses` in contracts); its domain's `fileDomainUses` by default. */
  uses?: readonly [FileUseId, ...FileUseId[]];
  /** Where the files are served: `/api/<domain>/files` (the service's own prefix). */
  basePath: string;
  /** Default: `fileStorageFromEnv()` (S3 when FILES_S3_BUCKET is set, else the disk under the data dir). */
  storage?: FileStorage;
  /** Who may upload and who may read which file: the rules of the records that hold the files. */
  access: FileAccess;
  /** The bytes one family may keep in this store (default: the domain's share, `familyFileQuota`). */
  quotaBytes?: number;
  /** How fast one member may upload here (default `memberUploadRate`: files and bytes per window). */
  memberRate?: { files: number; bytes: number; windowMs: number };
  /** The store's clock (upload times, the rate window, the orphan sweep); tests pass a fixed one. */
  now?: () => Date;
}

/** A stored file and its address, as the domain's rules see it. */
export type StoredFile = FileRow & { url: string };

/**
 * What the holding record allows: `allowed`; `denied` (answered 404, as the record's own route does for a record
 * the caller may not see; throw `forbidden` instead where the record's routes answer 403); or `unheld` when no
 * record holds the file (just uploaded): then only the member who uploaded it may read it.
 */
export type FileReadAccess = 'allowed' | 'denied' | 'unheld';

/** A domain's rules for its files (docs/architecture.md "Files"): the same rules as the records that hold them. */
export interface FileAccess {
  /** Throws (`forbidden`) for a caller who may not write any record that holds files of this use. */
  assertMayUpload(caller: Caller, use: FileUseId): void;
  /** Whether the caller may read this file of their family, by the read rule of the record(s) holding it. */
  readAccess(caller: Caller, file: StoredFile): Promise<FileReadAccess>;
  /** Which of these URLs of this store some record holds (public ids are unique, so across families). */
  heldUrls(urls: string[]): Promise<Set<string>>;
}

/** A file no record holds is removed by `sweepOrphans` once it is older than this. */
export const ORPHAN_FILE_AGE_MS = 24 * 60 * 60 * 1000;
/** How often each service's `orphan-files` job runs. */
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;
const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** How many bytes of file contents one service puts into a family export inline (base64); the rest is listed. */
export const EXPORT_INLINE_BYTES = 20 * 1024 * 1024;

/** Images: nothing in the answer may run, load or be framed by another site. */
const IMAGE_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
/**
 * PDFs: Chromium's viewer draws the file in a page of its own that needs inline styles and the embedded file, and
 * refuses to run in a sandbox; scripts stay off.
 */
const PDF_POLICY =
  "default-src 'none'; object-src 'self'; img-src 'self' data: blob:; style-src 'unsafe-inline'; frame-ancestors 'self'";

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * A service's file store (docs/architecture.md "Files"): uploads streamed from multipart bodies, checked against
 * the use's size and types, kept in `storage` with a row in the service's files table; served to the owning
 * family only; removed with their record (`remove`), their member (`forgetMember` clears the uploader) and
 * their family (`familyData`, handed to `familyDataRouter`).
 */
export function createFileStore(options: FileStoreOptions) {
  const storage = options.storage ?? fileStorageFromEnv();
  const db = options.db as unknown as Database;
  const { table, service, basePath, access } = options;
  const uses = options.uses ?? fileDomainUses[service as FileDomain];
  const now = options.now ?? (() => new Date());
  const quotaBytes = options.quotaBytes ?? familyFileQuota[service as FileDomain];
  const rate = options.memberRate ?? memberUploadRate;
  if (!quotaBytes) throw new Error(`No storage quota for ${service}: add it to familyFileQuota`);
  const urlPattern = new RegExp(`^${basePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(${UUID_PATTERN})$`);

  const publicIdPattern = new RegExp(`^${UUID_PATTERN}$`);
  const urlOf = (row: Pick<FileRow, 'publicId'>) => `${basePath}/${row.publicId}`;
  const answerOf = (row: FileRow): UploadedFile => ({
    fileUrl: urlOf(row),
    fileType: row.contentType,
    fileSize: row.size,
    name: row.name,
  });

  async function find(familyId: number, id: number): Promise<FileRow | null> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.familyId, familyId), eq(table.id, id)))
      .limit(1);
    return row ?? null;
  }

  async function findByPublicId(familyId: number, publicId: string): Promise<FileRow | null> {
    if (!publicIdPattern.test(publicId)) return null;
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.familyId, familyId), eq(table.publicId, publicId)))
      .limit(1);
    return row ?? null;
  }

  /** The public id in one of this store's URLs (`/api/school/files/<uuid>` → the uuid), or null. */
  function publicIdOfUrl(url: string): string | null {
    return urlPattern.exec(url)?.[1] ?? null;
  }

  /** The family's file behind `url` (for the given use, when named), or null: check a record's fileUrl with it. */
  async function findByUrl(familyId: number, url: string, use?: FileUseId): Promise<FileRow | null> {
    const publicId = publicIdOfUrl(url);
    const row = publicId === null ? null : await findByPublicId(familyId, publicId);
    return row && (!use || row.use === use) ? row : null;
  }

  /** The family's stored bytes and files here. */
  async function usageOf(q: Database, familyId: number): Promise<{ usedBytes: number; files: number }> {
    const [row] = await q
      .select({ used: sum(table.size), files: count() })
      .from(table)
      .where(eq(table.familyId, familyId));
    return { usedBytes: Number(row?.used ?? 0), files: row?.files ?? 0 };
  }

  /**
   * Refuses an upload of `incoming` bytes the family's share of storage has no room for (413) or that takes the
   * member past their upload rate (429). With `incoming` 0 (before the body is read) it refuses only when there is
   * no room at all; the check that counts is the one under the family's lock, just before the row is written.
   */
  async function assertRoom(
    q: Database,
    caller: Pick<Caller, 'familyId' | 'userId'>,
    incoming: number,
  ): Promise<void> {
    const { usedBytes } = await usageOf(q, caller.familyId);
    if (usedBytes + Math.max(incoming, 1) > quotaBytes) {
      throw new HttpError(
        413,
        'storage_quota_exceeded',
        `Storage full: your family has used ${formatFileSize(usedBytes)} of its ${formatFileSize(quotaBytes)} for ${service} files. Delete files you no longer need, then try again`,
        { usedBytes, quotaBytes },
      );
    }
    const since = new Date(now().getTime() - rate.windowMs);
    const [recent] = await q
      .select({ files: count(), bytes: sum(table.size) })
      .from(table)
      .where(
        and(
          eq(table.familyId, caller.familyId),
          eq(table.createdById, caller.userId),
          gt(table.createdAt, since),
        ),
      );
    const files = (recent?.files ?? 0) + (incoming > 0 ? 1 : 0);
    const bytes = Number(recent?.bytes ?? 0) + incoming;
    if (files > rate.files || bytes > rate.bytes || (incoming === 0 && files >= rate.files)) {
      const seconds = Math.ceil(rate.windowMs / 1000);
      throw new RateLimited(
        `Too many uploads: you can upload ${rate.files} files or ${formatFileSize(rate.bytes)} every ${seconds} seconds. Wait a moment, then try again`,
        seconds,
        { retryAfterSeconds: seconds },
      );
    }
  }

  async function upload(req: Request, useId: FileUseId): Promise<UploadedFile> {
    const caller = callerOf(req);
    const use = fileUses[useId];
    try {
      access.assertMayUpload(caller, useId);
      await assertRoom(db, caller, 0);
    } catch (error) {
      // Read and drop the body so the caller receives the refusal rather than a reset connection.
      req.resume();
      throw error;
    }
    const received = await receiveUpload(req, use, storage.stagingDir);
    return keep(caller, useId, received.stagedPath, {
      size: received.size,
      contentType: fileTypes[received.type].mime,
      name: received.name,
    });
  }

  /** Stores a checked staged file for the caller's family (under the quota, the family's lock) and writes its row. */
  async function keep(
    caller: Pick<Caller, 'familyId' | 'userId'>,
    useId: FileUseId,
    stagedPath: string,
    file: { size: number; contentType: string; name: string },
  ): Promise<UploadedFile> {
    const { size, contentType, name } = file;
    const storageKey = `${service}/${caller.familyId}/${randomBytes(18).toString('base64url')}`;
    try {
      await storage.put(storageKey, stagedPath, { size, contentType });
    } catch (error) {
      await unlink(stagedPath).catch(() => undefined);
      throw error;
    }
    try {
      const row = await db.transaction(async (tx) => {
        // One upload of a family at a time passes the quota and rate check and writes its row.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`files:${service}`}), ${caller.familyId})`,
        );
        await assertRoom(tx as unknown as Database, caller, size);
        const [inserted] = await tx
          .insert(table)
          .values({
            publicId: randomUUID(),
            familyId: caller.familyId,
            use: useId,
            contentType,
            size,
            name,
            storageKey,
            createdById: caller.userId,
            createdAt: now(),
          })
          .returning();
        return inserted!;
      });
      return answerOf(row);
    } catch (error) {
      await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Keeps bytes the service made itself from a member's file (a photo's thumbnail) as a file of the family, by
   * the same quota and rate as an upload; its type is the one the service made, never a client's word.
   */
  async function addFile(
    caller: Pick<Caller, 'familyId' | 'userId'>,
    useId: FileUseId,
    bytes: Buffer,
    file: { contentType: string; name: string },
  ): Promise<UploadedFile> {
    const stagedPath = join(storage.stagingDir, `derived-${randomUUID()}`);
    await mkdir(storage.stagingDir, { recursive: true });
    await writeFile(stagedPath, bytes, { mode: 0o600 });
    return keep(caller, useId, stagedPath, { size: bytes.length, ...file });
  }

  /** The bytes of the family's file `row` (for a service that reads a member's file: a thumbnail, a transcript). */
  async function readBytes(row: FileRow): Promise<Buffer | null> {
    const stored = await storage.get(row.storageKey);
    return stored ? readAll(stored.body) : null;
  }

  /** Answers one upload for `use` with 201 `{ fileUrl, fileType, fileSize, name }`. */
  function uploadHandler(use: FileUseId): RequestHandler {
    return async (req, res) => {
      res.status(201).json(await upload(req, use));
    };
  }

  /** Whether the caller may read the family's file: the holding record's rule, or its uploader while none holds it. */
  async function mayRead(caller: Caller, row: FileRow): Promise<boolean> {
    const decision = await access.readAccess(caller, { ...row, url: urlOf(row) });
    return decision === 'allowed' || (decision === 'unheld' && row.createdById === caller.userId);
  }

  async function download(req: Request, res: Response): Promise<void> {
    const caller = callerOf(req);
    const found = await findByPublicId(caller.familyId, String(req.params.id));
    const row = found && (await mayRead(caller, found)) ? found : null;
    const stored = row ? await storage.get(row.storageKey) : null;
    if (!row || !stored) throw notFound('File');
    const type = fileTypeOfMime(row.contentType);
    const inline = type !== undefined && inlineFileTypes.has(type);
    res.status(200);
    res.setHeader('Content-Type', row.contentType);
    res.setHeader('Content-Length', String(stored.size));
    res.setHeader(
      'Content-Disposition',
      contentDisposition(row.name, { type: inline ? 'inline' : 'attachment' }),
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Security-Policy', type === 'pdf' ? PDF_POLICY : IMAGE_POLICY);
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (req.method === 'HEAD') {
      stored.body.destroy();
      res.end();
      return;
    }
    try {
      await pipeline(stored.body, res);
    } catch (error) {
      // The browser went away, or the storage failed part-way (the answer can only be cut short then).
      req.log?.warn({ err: error, fileId: row.id }, 'file download ended early');
    }
  }

  /** Removes the family's file (its bytes first, then its row); false when there is none. */
  async function remove(familyId: number, id: number): Promise<boolean> {
    const row = await find(familyId, id);
    if (!row) return false;
    await storage.delete(row.storageKey);
    await db.delete(table).where(and(eq(table.familyId, familyId), eq(table.id, id)));
    return true;
  }

  async function removeByUrl(familyId: number, url: string): Promise<boolean> {
    const row = await findByUrl(familyId, url);
    return row ? remove(familyId, row.id) : false;
  }

  /**
   * The `orphan-files` job: removes every file older than ORPHAN_FILE_AGE_MS that no record holds (uploads never
   * attached, or let go by a record without removing them), bytes first, in batches; answers how many.
   */
  async function sweepOrphans(): Promise<number> {
    const cutoff = new Date(now().getTime() - ORPHAN_FILE_AGE_MS);
    let after = 0;
    let removed = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(table)
        .where(and(lt(table.createdAt, cutoff), gt(table.id, after)))
        .orderBy(table.id)
        .limit(SWEEP_BATCH);
      if (rows.length === 0) return removed;
      after = rows[rows.length - 1]!.id;
      const held = await access.heldUrls(rows.map(urlOf));
      const orphans = rows.filter((row) => !held.has(urlOf(row)));
      for (const row of orphans) await storage.delete(row.storageKey);
      if (orphans.length > 0) {
        await db.delete(table).where(
          inArray(
            table.id,
            orphans.map((row) => row.id),
          ),
        );
      }
      removed += orphans.length;
    }
  }

  /** The family's use of this store against its share of the family's storage (Settings → Storage). */
  async function usage(familyId: number): Promise<DomainStorageUsage> {
    const { usedBytes, files } = await usageOf(db, familyId);
    return { domain: service as FileDomain, usedBytes, quotaBytes, files };
  }

  /**
   * For the data export: each file's contents (base64) while within EXPORT_INLINE_BYTES, else its address; only the
   * files whose address `only` accepts, when given (the exporting member's, `PrivateRows.ownFiles`).
   */
  async function exportContents(
    familyId: number,
    only?: (url: string) => boolean,
  ): Promise<Record<string, unknown>[]> {
    const all = await db.select().from(table).where(eq(table.familyId, familyId)).orderBy(table.id);
    const rows = only ? all.filter((row) => only(urlOf(row))) : all;
    let budget = EXPORT_INLINE_BYTES;
    const contents: Record<string, unknown>[] = [];
    for (const row of rows) {
      const entry = {
        file_id: row.id,
        use: row.use,
        name: row.name,
        content_type: row.contentType,
        size: row.size,
        url: urlOf(row),
      };
      const stored = row.size <= budget ? await storage.get(row.storageKey) : null;
      if (stored) {
        const bytes = await readAll(stored.body);
        budget -= bytes.length;
        contents.push({ ...entry, content_base64: bytes.toString('base64') });
      } else {
        contents.push({
          ...entry,
          content_base64: null,
          omitted:
            row.size > budget
              ? 'Too large to include in this export: download it from its url while signed in'
              : 'The stored file is missing',
        });
      }
    }
    return contents;
  }

  /** Removes every stored file of the family (the rows go with the family's other rows). */
  async function deleteFamily(familyId: number): Promise<number> {
    return storage.deletePrefix(`${service}/${familyId}/`);
  }

  /** When a member leaves: their uploads stay with the family, without an uploader. For a `forgetMember`. */
  async function forgetMember(
    tx: Database,
    familyId: number,
    memberId: number,
  ): Promise<Record<string, number>> {
    const changed = await tx
      .update(table)
      .set({ createdById: null })
      .where(and(eq(table.familyId, familyId), eq(table.createdById, memberId)))
      .returning({ id: table.id });
    return { files: changed.length };
  }

  const familyData: FamilyFiles = { exportContents, deleteFamily };

  return {
    storage,
    /**
     * `POST <basePath>?use=<use>` (multipart, one `file` field), `GET <basePath>/:publicId`, and identity's
     * `GET /internal/files/usage` (the caller's family, for Settings → Storage).
     */
    router(): Router {
      const endpoints = fileEndpoints(service as FileDomain, uses);
      const router = endpointRouter((bind) => {
        bind(endpoints.upload, ({ query }, req) => upload(req, query.use));
        bind(endpoints.download, (_input, req, res) => download(req, res));
      });
      router.get('/internal/files/usage', async (req, res) => {
        res.json(await usage(callerOf(req).familyId));
      });
      return router;
    },
    uploadHandler,
    upload,
    addFile,
    readBytes,
    find,
    findByUrl,
    /** Which of these URLs of this store some record holds (the domain's `FileAccess.heldUrls`). */
    heldUrls: (urls: string[]) => access.heldUrls(urls),
    publicIdOfUrl,
    urlOf,
    remove,
    removeByUrl,
    sweepOrphans,
    usage,
    exportContents,
    deleteFamily,
    forgetMember,
    familyData,
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
