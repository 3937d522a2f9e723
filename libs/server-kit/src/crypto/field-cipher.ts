import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const FIELD_CIPHER_ALGORITHM = 'aes-256-gcm';
/** Stored values look like `enc:v1:<iv>:<tag>:<ciphertext>` (base64url parts), so they fit the existing text columns. */
const PREFIX = 'enc:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored value that is not ours to read: tampered with, cut short, or written under another key or context. */
export class FieldDecryptionError extends Error {
  override readonly name = 'FieldDecryptionError';
}

/**
 * The 32-byte key from FIELD_ENCRYPTION_KEY: 64 hex digits (what `loadSecrets()` generates) or base64/base64url.
 * Anything else is null, so a caller can say "no usable key" instead of encrypting with a weak one.
 */
export function parseFieldKey(raw: string | undefined | null): Buffer | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value, 'base64url');
    if (key.length === KEY_BYTES) return key;
  }
  return null;
}

export function isEncryptedValue(value: string): boolean {
  return value.startsWith(PREFIX);
}

export interface FieldCipher {
  /**
   * Encrypts with a fresh random IV. `context` (e.g. "planning.emergency_contacts.phone_number|family:7") is
   * authenticated but not stored: a value copied to another column or family no longer decrypts.
   */
  encrypt(plain: string, context?: string): string;
  /** Decrypts our format; a legacy plaintext value (written before encryption) comes back unchanged. */
  decrypt(stored: string, context?: string): string;
}

/** AES-256-GCM field encryption; throws at once when the key is not 32 bytes, so a service never starts without one. */
export function createFieldCipher(rawKey: string | Buffer): FieldCipher {
  const key = typeof rawKey === 'string' ? parseFieldKey(rawKey) : rawKey;
  if (!key || key.length !== KEY_BYTES) {
    throw new Error('FIELD_ENCRYPTION_KEY must be 32 bytes (64 hex digits or base64)');
  }
  return {
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(FIELD_CIPHER_ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      if (context) cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${PREFIX}${iv.toString('base64url')}:${tag.toString('base64url')}:${ciphertext.toString('base64url')}`;
    },

    decrypt(stored, context) {
      if (!isEncryptedValue(stored)) return stored;
      const parts = stored.slice(PREFIX.length).split(':');
      if (parts.length !== 3) throw new FieldDecryptionError('The encrypted value is malformed');
      const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64url'));
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
        throw new FieldDecryptionError('The encrypted value is malformed');
      try {
        const decipher = createDecipheriv(FIELD_CIPHER_ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
        if (context) decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new FieldDecryptionError(
          'The encrypted value failed its integrity check (wrong key or tampered)',
        );
      }
    },
  };
}

/**
 * A repository's view of its encrypted columns: `seal` before insert/update, `open` after select/returning.
 * Only the named fields are touched; null and undefined pass through, legacy plaintext reads back as it is.
 */
export function encryptedFields<F extends string>(cipher: FieldCipher, scope: string, fields: readonly F[]) {
  const contextOf = (familyId: number, field: F) => `${scope}.${field}|family:${familyId}`;
  return {
    seal<T extends Partial<Record<F, string | null>>>(familyId: number, values: T): T {
      const sealed: Record<string, unknown> = { ...values };
      for (const field of fields) {
        const value = values[field];
        if (typeof value === 'string') sealed[field] = cipher.encrypt(value, contextOf(familyId, field));
      }
      return sealed as T;
    },
    open<T extends Partial<Record<F, string | null>>>(familyId: number, row: T): T {
      const opened: Record<string, unknown> = { ...row };
      for (const field of fields) {
        const value = row[field];
        if (typeof value === 'string') opened[field] = cipher.decrypt(value, contextOf(familyId, field));
      }
      return opened as T;
    },
    /** The named fields of a stored row still in legacy plaintext, so a write can encrypt them too. */
    plaintextOf(row: Partial<Record<F, string | null>>): Partial<Record<F, string>> {
      const legacy: Partial<Record<F, string>> = {};
      for (const field of fields) {
        const value = row[field];
        if (typeof value === 'string' && !isEncryptedValue(value)) legacy[field] = value;
      }
      return legacy;
    },
  };
}
