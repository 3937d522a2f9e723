import { z } from 'zod';

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
