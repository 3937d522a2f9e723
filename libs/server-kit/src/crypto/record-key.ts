import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { FIELD_CIPHER_ALGORITHM, FieldDecryptionError, type FieldCipher } from './field-cipher';

/**
 * Envelope encryption for records that carry a key of their own (private notes, journal entries): each
 * record gets a random 32-byte data key, its fields are sealed with AES-256-GCM under that key, and the data key is
 * stored wrapped by the platform's field cipher. A rotation of FIELD_ENCRYPTION_KEY then re-wraps the small keys
 * (`rewrap`) and never touches the records' text.
 */

/** Sealed fields look like `rec:v1:<iv>:<tag>:<ciphertext>` (base64url parts). */
const PREFIX = 'rec:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface RecordKey {
  /** The data key itself: kept in memory for one request, never stored or answered. */
  key: Buffer;
  /** The data key wrapped by the field cipher: what the record's key column holds. */
  wrapped: string;
}

export interface RecordKeys {
  /** A fresh data key, wrapped under the current field key; `context` (scope and family) is authenticated. */
  create(context: string): RecordKey;
  /** The data key of a stored record; FieldDecryptionError when the wrapping was tampered with or moved. */
  unwrap(wrapped: string, context: string): Buffer;
  /** The wrapped key re-wrapped under the current field key, or null when it already is (nothing to write). */
  rewrap(wrapped: string, context: string): string | null;
}

export function createRecordKeys(cipher: FieldCipher): RecordKeys {
  const unwrap = (wrapped: string, context: string): Buffer => {
    const key = Buffer.from(cipher.decrypt(wrapped, context), 'base64url');
    if (key.length !== KEY_BYTES) throw new FieldDecryptionError('The record key is malformed');
    return key;
  };
  return {
    create(context) {
      const key = randomBytes(KEY_BYTES);
      return { key, wrapped: cipher.encrypt(key.toString('base64url'), context) };
    },
    unwrap,
    rewrap(wrapped, context) {
      if (cipher.isCurrent(wrapped)) return null;
      return cipher.encrypt(unwrap(wrapped, context).toString('base64url'), context);
    },
  };
}

/**
 * Seals one field of a record under its data key. `field` (e.g. "content") is authenticated, so a title pasted
 * into the content column no longer opens; the key being the record's own binds the value to its record.
 */
export function sealWithRecordKey(key: Buffer, plain: string, field: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(FIELD_CIPHER_ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(field, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${ciphertext.toString('base64url')}`;
}

/** Opens a field `sealWithRecordKey` wrote; FieldDecryptionError for anything else (no plaintext passes through). */
export function openWithRecordKey(key: Buffer, stored: string, field: string): string {
  const parts = stored.startsWith(PREFIX) ? stored.slice(PREFIX.length).split(':') : [];
  if (parts.length !== 3) throw new FieldDecryptionError('The sealed value is malformed');
  const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
    throw new FieldDecryptionError('The sealed value is malformed');
  }
  try {
    const decipher = createDecipheriv(FIELD_CIPHER_ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(field, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new FieldDecryptionError('The sealed value failed its integrity check (wrong key or tampered)');
  }
}
