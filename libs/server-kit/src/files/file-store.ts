import { randomBytes } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import { and, eq } from 'drizzle-orm';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import {
  fileTypeOfMime,
  fileTypes,
  fileUses,
  inlineFileTypes,
  type FileUseId,
  type UploadedFile,
} from '@familyhub/contracts';
import type { Database } from '../db';
import { notFound, parse, parseId } from '../errors';
import type { FamilyFiles } from '../family-data/family-data.router';
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
  /** The uses this service accepts files for (`fileUses` in contracts). */
  uses: readonly FileUseId[];
  /** Where the files are served: `/api/<domain>/files` (the service's own prefix). */
  basePath: string;
  /** Default: `fileStorageFromEnv()` (S3 when FILES_S3_BUCKET is set, else the disk under the data dir). */
  storage?: FileStorage;
}

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
  const { table, service, basePath } = options;
  const useQuery = z.object({
    use: z.enum(options.uses as [FileUseId, ...FileUseId[]], {
      error: `Say what the file is for: use=${options.uses.join(' or use=')}`,
    }),
  });
  const urlPattern = new RegExp(`^${basePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(\\d+)$`);

  const urlOf = (id: number) => `${basePath}/${id}`;
  const answerOf = (row: FileRow): UploadedFile => ({
    fileUrl: urlOf(row.id),
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

  /** The file id in one of this store's URLs (`/api/school/files/12` → 12), or null. */
  function idOfUrl(url: string): number | null {
    const match = urlPattern.exec(url);
    const id = match ? Number(match[1]) : NaN;
    return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
  }

  /** The family's file behind `url` (for the given use, when named), or null: check a record's fileUrl with it. */
  async function findByUrl(familyId: number, url: string, use?: FileUseId): Promise<FileRow | null> {
    const id = idOfUrl(url);
    const row = id === null ? null : await find(familyId, id);
    return row && (!use || row.use === use) ? row : null;
  }

  async function upload(req: Request, useId: FileUseId): Promise<UploadedFile> {
    const caller = callerOf(req);
    const use = fileUses[useId];
    const received = await receiveUpload(req, use, storage.stagingDir);
    const contentType = fileTypes[received.type].mime;
    const storageKey = `${service}/${caller.familyId}/${randomBytes(18).toString('base64url')}`;
    try {
      await storage.put(storageKey, received.stagedPath, { size: received.size, contentType });
    } catch (error) {
      await unlink(received.stagedPath).catch(() => undefined);
      throw error;
    }
    try {
      const [row] = await db
        .insert(table)
        .values({
          familyId: caller.familyId,
          use: useId,
          contentType,
          size: received.size,
          name: received.name,
          storageKey,
          createdById: caller.userId,
        })
        .returning();
      return answerOf(row!);
    } catch (error) {
      await storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** Answers one upload for `use` with 201 `{ fileUrl, fileType, fileSize, name }`. */
  function uploadHandler(use: FileUseId): RequestHandler {
    return async (req, res) => {
      res.status(201).json(await upload(req, use));
    };
  }

  async function download(req: Request, res: Response): Promise<void> {
    const caller = callerOf(req);
    const row = await find(caller.familyId, parseId(req.params.id, 'File'));
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
    const id = idOfUrl(url);
    return id === null ? false : remove(familyId, id);
  }

  /** For the data export: each file's contents (base64) while within EXPORT_INLINE_BYTES, else its address. */
  async function exportContents(familyId: number): Promise<Record<string, unknown>[]> {
    const rows = await db.select().from(table).where(eq(table.familyId, familyId)).orderBy(table.id);
    let budget = EXPORT_INLINE_BYTES;
    const contents: Record<string, unknown>[] = [];
    for (const row of rows) {
      const entry = {
        file_id: row.id,
        use: row.use,
        name: row.name,
        content_type: row.contentType,
        size: row.size,
        url: urlOf(row.id),
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
    /** `POST <basePath>?use=<use>` (multipart, one `file` field) and `GET <basePath>/:id`. */
    router(): Router {
      const router = Router();
      router.post(basePath, async (req, res) => {
        const { use } = parse(useQuery, req.query);
        res.status(201).json(await upload(req, use));
      });
      router.get(`${basePath}/:id`, download);
      return router;
    },
    uploadHandler,
    upload,
    find,
    findByUrl,
    idOfUrl,
    urlOf,
    remove,
    removeByUrl,
    exportContents,
    deleteFamily,
    forgetMember,
    familyData,
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
