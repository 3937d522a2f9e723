import { z } from 'zod';
import { endpointsFor } from './endpoint';
import { fileDomains, fileUses, UPLOAD_FIELD, type FileDomain, type FileUseId } from './files';

// Apart from files.ts so the file rules a page needs at start (accept, size checks) do not bring zod with them.
/** What `POST /api/<domain>/files?use=<use>` and spec 000 §7's `POST /api/upload` answer (201). */
export const uploadedFileSchema = z.object({
  /** Where the family downloads it: `/api/<domain>/files/<id>`; a record stores this URL. */
  fileUrl: z.string(),
  /** The MIME type found from the file's bytes. */
  fileType: z.string(),
  /** Bytes. */
  fileSize: z.number().int().nonnegative(),
  /** The file's name as the browser sent it, made safe (no folders, no control characters). */
  name: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** One domain's stored files of the family against its share of the family's storage. */
export const domainStorageUsageSchema = z.object({
  domain: z.enum(fileDomains),
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
  files: z.number().int().nonnegative(),
});
export type DomainStorageUsage = z.infer<typeof domainStorageUsageSchema>;

/** `GET /api/settings/storage`: the family's stored files, per domain and in all (a domain not answering is left out). */
export const familyStorageUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
  domains: z.array(domainStorageUsageSchema),
  /** Domains that did not answer just now (their files are not counted in usedBytes). */
  unavailable: z.array(z.enum(fileDomains)),
});
export type FamilyStorageUsage = z.infer<typeof familyStorageUsageSchema>;

/** What each domain's file store accepts files for. */
export const fileDomainUses = {
  school: ['school-document'],
  money: ['receipt'],
  home: ['photo'],
  planning: ['message-attachment', 'voice-note'],
} as const satisfies Record<FileDomain, readonly [FileUseId, ...FileUseId[]]>;

/** A domain's file store: `POST /api/<domain>/files?use=` (multipart) and `GET /api/<domain>/files/:id`. */
export function fileEndpoints<const D extends FileDomain>(
  service: D,
  /** The uses the store takes: the domain's own unless a test configures a store otherwise. */
  uses: readonly [FileUseId, ...FileUseId[]] = fileDomainUses[service],
) {
  const endpoint = endpointsFor(service, 'files');
  return {
    upload: endpoint({
      method: 'POST',
      path: `/api/${service}/files`,
      summary: `Upload a file (${uses.map((use) => fileUses[use].label.toLowerCase()).join(', ')}): its type is read from its bytes`,
      query: z.object({
        use: z.enum(uses, { error: `Say what the file is for: use=${uses.join(' or use=')}` }),
      }),
      upload: { field: UPLOAD_FIELD },
      response: uploadedFileSchema,
      status: 201,
    }),
    download: endpoint({
      method: 'GET',
      path: `/api/${service}/files/:id`,
      summary: "Download a file the caller may see (its record's rule decides)",
      params: { id: z.string() },
      produces: 'application/octet-stream',
    }),
  };
}
