import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const FIELD_CIPHER_ALGORITHM = 'aes-256-gcm';
/**
 * Stored values look like `enc:v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts), so they fit the existing text
 * columns. The key id names the key that wrote the value; values written before the keyring
 * (`enc:v1:<iv>:<tag>:<ciphertext>`) have none, and every configured key is tried in turn.
 */
const PREFIX = 'enc:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The environment variable of the keys that still decrypt but no longer encrypt (comma-separated). */
export const RETIRED_FIELD_KEYS_ENV = 'FIELD_ENCRYPTION_KEYS_RETIRED';

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

/**
 * A key's public name in stored values: 8 base64url characters of a SHA-256 of the key (domain-separated), enough
 * to pick the right key of a few, and nothing an attacker can turn back into the key.
 */
export function fieldKeyId(key: Buffer): string {
  return createHash('sha256')
    .update('familyhub field key id\0')
    .update(key)
    .digest()
    .subarray(0, 6)
    .toString('base64url');
}

/**
 * FIELD_ENCRYPTION_KEYS_RETIRED: the keys a rotation replaced, still accepted for decrypting until every value is
 * re-encrypted. A key in the list that is not 32 bytes stops the start, so a typo never loses data silently.
 */
export function retiredFieldKeys(raw: string | undefined = process.env[RETIRED_FIELD_KEYS_ENV]): Buffer[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry, index) => {
    const key = parseFieldKey(entry);
    if (!key) throw new Error(`${RETIRED_FIELD_KEYS_ENV} entry ${index + 1} is not a 32-byte key`);
    return key;
  });
}

export interface FieldCipher {
  /** The current key's id: every value `encrypt` writes carries it. */
  readonly keyId: string;
  /**
   * Encrypts with a fresh random IV under the current key. `context` (e.g.
   * "planning.emergency_contacts.phone_number|family:7") is authenticated but not stored: a value copied to another
   * column or family no longer decrypts.
   */
  encrypt(plain: string, context?: string): string;
  /**
   * Decrypts our format with the key its id names (a value without an id: each key of the ring in turn); a legacy
   * plaintext value (written before encryption) comes back unchanged.
   */
  decrypt(stored: string, context?: string): string;
  /** Whether a stored value was written under the current key (a rotation re-encrypts the others). */
  isCurrent(stored: string): boolean;
}

function keyOf(rawKey: string | Buffer, name: string): Buffer {
  const key = typeof rawKey === 'string' ? parseFieldKey(rawKey) : rawKey;
  if (!key || key.length !== KEY_BYTES) {
    throw new Error(`${name} must be 32 bytes (64 hex digits or base64)`);
  }
  return key;
}

function openWith(key: Buffer, iv: Buffer, tag: Buffer, ciphertext: Buffer, context?: string): string {
  const decipher = createDecipheriv(FIELD_CIPHER_ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  if (context) decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

/**
 * AES-256-GCM field encryption under a keyring: `rawKey` (FIELD_ENCRYPTION_KEY) encrypts and decrypts, `retired`
 * keys (default: FIELD_ENCRYPTION_KEYS_RETIRED) only decrypt. Throws at once when a key is not 32 bytes, so a
 * service never starts without one.
 */
export function createFieldCipher(
  rawKey: string | Buffer,
  retired: readonly (string | Buffer)[] = retiredFieldKeys(),
): FieldCipher {
  const current = keyOf(rawKey, 'FIELD_ENCRYPTION_KEY');
  const ring = [current, ...retired.map((key) => keyOf(key, RETIRED_FIELD_KEYS_ENV))];
  const byId = new Map<string, Buffer>();
  for (const key of ring) if (!byId.has(fieldKeyId(key))) byId.set(fieldKeyId(key), key);
  const keyId = fieldKeyId(current);
  const malformed = () => new FieldDecryptionError('The encrypted value is malformed');

  return {
    keyId,

    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(FIELD_CIPHER_ALGORITHM, current, iv, { authTagLength: TAG_BYTES });
      if (context) cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${PREFIX}${keyId}:${iv.toString('base64url')}:${tag.toString('base64url')}:${ciphertext.toString('base64url')}`;
    },

    decrypt(stored, context) {
      if (!isEncryptedValue(stored)) return stored;
      const parts = stored.slice(PREFIX.length).split(':');
      if (parts.length !== 3 && parts.length !== 4) throw malformed();
      const id = parts.length === 4 ? parts.shift() : undefined;
      const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64url'));
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw malformed();
      let keys = ring;
      if (id !== undefined) {
        const named = byId.get(id);
        if (!named) {
          throw new FieldDecryptionError(
            'The encrypted value was written under a key that is neither current nor retired',
          );
        }
        keys = [named];
      }
      for (const key of keys) {
        try {
          return openWith(key, iv, tag, ciphertext, context);
        } catch {
          // The next key of the ring, if any (a value from before key ids).
        }
      }
      throw new FieldDecryptionError(
        'The encrypted value failed its integrity check (wrong key or tampered)',
      );
    },

    isCurrent(stored) {
      if (!isEncryptedValue(stored)) return false;
      const parts = stored.slice(PREFIX.length).split(':');
      return parts.length === 4 && parts[0] === keyId;
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
