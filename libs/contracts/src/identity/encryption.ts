import { z } from 'zod';

/** GET /api/encryption/status (admins only; spec 000 §3). */
export const encryptionStatus = z.object({
  /** A round trip with the configured key just worked. */
  active: z.boolean(),
  algorithm: z.string(),
  /** A usable 32-byte key is configured. */
  keyAvailable: z.boolean(),
  /** The services' data layers encrypt the protected fields on write and decrypt them on read. */
  middleware: z.boolean(),
  /** "<service>.<table>.<field>" of every field stored encrypted. */
  fieldsProtected: z.array(z.string()),
});
export type EncryptionStatus = z.infer<typeof encryptionStatus>;

/** POST /api/encryption/test */
export const encryptionTestResult = z.object({ success: z.boolean(), message: z.string() });
export type EncryptionTestResult = z.infer<typeof encryptionTestResult>;
