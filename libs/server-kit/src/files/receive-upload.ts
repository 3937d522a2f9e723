import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { errorCodes, fileTypes, UPLOAD_FIELD, type FileTypeId, type FileUse } from '@familyhub/contracts';
import { badRequest, HttpError } from '../errors';
import { sniffFileType, SNIFF_BYTES } from './sniff';

/** A checked upload waiting in the staging folder. */
export interface ReceivedFile {
  stagedPath: string;
  size: number;
  type: FileTypeId;
  /** The browser's file name, made safe (`safeFileName`). */
  name: string;
}

/** Room for the multipart framing and a few small fields around the file. */
const FRAMING_BYTES = 64 * 1024;
const MAX_NAME_LENGTH = 200;

export const NO_FILE_MESSAGE = 'Please select a file to upload';

export const tooLarge = (use: FileUse) => new HttpError(413, errorCodes.tooLarge, use.messages.tooLarge);
export const wrongType = (use: FileUse) =>
  new HttpError(415, 'unsupported_file_type', use.messages.wrongType);

/**
 * A file name safe to store and to send back in Content-Disposition: no folders, no control or direction-changing
 * characters, at most 200 characters, ending in an extension of the type its bytes are.
 */
export function safeFileName(given: string | undefined, type: FileTypeId): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  const name = base
    .normalize('NFC')
    // C0/C1 controls, and bidirectional overrides that can disguise an extension ("photo\u202Egnp.exe").
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/^[\s.]+|\s+$/g, '');
  const extensions: readonly string[] = fileTypes[type].extensions;
  const matched = extensions.find((ext) => name.toLowerCase().endsWith(ext));
  // The name's own extension (in its own case) when it fits the type, else the type's usual one is added.
  const extension = matched ? name.slice(name.length - matched.length) : extensions[0]!;
  let stem = (matched ? name.slice(0, name.length - matched.length) : name).replace(/[\s.]+$/g, '');
  if (!stem) stem = 'file';
  const chars = [...stem];
  if (chars.length + extension.length > MAX_NAME_LENGTH) {
    stem = chars.slice(0, MAX_NAME_LENGTH - extension.length).join('');
  }
  return `${stem}${extension}`;
}

/**
 * Reads one multipart upload as it streams in: one `file` field, limited to the use's size while streaming (413
 * naming the limit), its type taken from its first bytes (415 when the use does not accept it), written to the
 * staging folder. On any failure nothing is left behind, the rest of the body is drained so the answer reaches the
 * caller, and the promise rejects with the HttpError to send.
 */
export function receiveUpload(req: Request, use: FileUse, stagingDir: string): Promise<ReceivedFile> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(badRequest(`Send the file as multipart/form-data with a "${UPLOAD_FIELD}" field`));
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > use.maxBytes + FRAMING_BYTES) {
    return Promise.reject(tooLarge(use));
  }

  return new Promise<ReceivedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          files: 1,
          // busboy reports its limit once a file reaches it; one byte more tells a file of exactly maxBytes apart.
          fileSize: use.maxBytes + 1,
          fields: 20,
          fieldSize: 64 * 1024,
          parts: 21,
          headerPairs: 50,
        },
      });
    } catch {
      // A multipart Content-Type without a boundary.
      reject(badRequest('The upload could not be read'));
      return;
    }

    let settled = false;
    let out: WriteStream | undefined;
    let stagedPath: string | undefined;
    let fileSeen = false;
    let fileDone: Promise<ReceivedFile> | undefined;

    const cleanup = async () => {
      const file = stagedPath;
      if (!file) return;
      // A write stream still opening would create the file after an early unlink: remove it once closed.
      if (out && !out.closed) {
        const target = out;
        await new Promise<void>((closed) => {
          target.once('close', () => closed());
          target.destroy();
        });
      }
      await unlink(file).catch(() => undefined);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      // Read and drop what is still coming so the caller receives the answer instead of a reset connection.
      req.resume();
      // The answer leaves only once nothing of the upload is left behind.
      void cleanup().finally(() => reject(error));
    };
    const succeed = (file: ReceivedFile) => {
      if (settled) return;
      settled = true;
      resolve(file);
    };

    req.once('close', () => {
      if (!req.complete) fail(badRequest('The upload was interrupted'));
    });

    parser.on('file', (field: string, stream: Readable, info: busboy.FileInfo) => {
      if (field !== UPLOAD_FIELD || fileSeen) {
        stream.resume();
        return;
      }
      fileSeen = true;
      fileDone = writeFile(stream, info.filename);
      fileDone.catch(fail);
    });
    parser.on('filesLimit', () => fail(badRequest('Send one file at a time')));
    parser.on('partsLimit', () => fail(badRequest('The upload has too many parts')));
    parser.on('fieldsLimit', () => fail(badRequest('The upload has too many fields')));
    parser.on('error', () => fail(badRequest('The upload could not be read')));
    parser.on('close', () => {
      if (!fileDone) {
        fail(badRequest(NO_FILE_MESSAGE));
        return;
      }
      fileDone.then(succeed, fail);
    });
    req.pipe(parser);

    async function writeFile(stream: Readable, filename: string | undefined): Promise<ReceivedFile> {
      await mkdir(stagingDir, { recursive: true, mode: 0o700 });
      if (settled) throw badRequest('The upload was refused');
      stagedPath = path.join(stagingDir, `${randomBytes(16).toString('hex')}.part`);
      const target = createWriteStream(stagedPath, { mode: 0o600 });
      out = target;
      return new Promise<ReceivedFile>((done, refuse) => {
        let size = 0;
        let head: Buffer[] = [];
        let headLength = 0;
        let type: FileTypeId | null | undefined;
        let stopped = false;
        const stop = (error: unknown) => {
          stopped = true;
          stream.resume();
          refuse(error);
        };
        const decide = (): boolean => {
          type = sniffFileType(Buffer.concat(head, headLength));
          if (!type || !use.types.includes(type)) {
            stop(wrongType(use));
            return false;
          }
          const buffered = Buffer.concat(head, headLength);
          head = [];
          if (!target.write(buffered)) {
            stream.pause();
            target.once('drain', () => stream.resume());
          }
          return true;
        };
        target.on('error', stop);
        stream.on('limit', () => stop(tooLarge(use)));
        stream.on('data', (chunk: Buffer) => {
          if (settled || stopped) return;
          size += chunk.length;
          if (type === undefined) {
            head.push(chunk);
            headLength += chunk.length;
            if (headLength >= SNIFF_BYTES) decide();
            return;
          }
          if (type && !target.write(chunk)) {
            stream.pause();
            target.once('drain', () => stream.resume());
          }
        });
        stream.on('end', () => {
          if (settled || stopped || (stream as Readable & { truncated?: boolean }).truncated) return;
          if (size === 0) {
            stop(badRequest('The file is empty'));
            return;
          }
          if (type === undefined && !decide()) return;
          target.end(() => {
            done({ stagedPath: stagedPath!, size, type: type!, name: safeFileName(filename, type!) });
          });
        });
      });
    }
  });
}
