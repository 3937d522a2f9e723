import { randomBytes } from 'node:crypto';
import { createCipheriv } from 'node:crypto';
import {
  createFieldCipher,
  encryptedFields,
  fieldKeyId,
  FieldDecryptionError,
  isEncryptedValue,
  parseFieldKey,
  retiredFieldKeys,
} from './field-cipher';

const key = randomBytes(32).toString('hex');
const cipher = createFieldCipher(key);

function tamper(stored: string, part: number): string {
  const pieces = stored.split(':'); // enc, v1, keyId, iv, tag, ciphertext
  const bytes = Buffer.from(pieces[part], 'base64url');
  bytes[0] ^= 0x01;
  pieces[part] = bytes.toString('base64url');
  return pieces.join(':');
}

describe('field cipher (AES-256-GCM)', () => {
  it('round-trips text, including empty and non-ASCII, in the versioned text format', () => {
    for (const plain of ['555-0100', '', '12 Rue de l’Église, Montréal ✓']) {
      const stored = cipher.encrypt(plain);
      expect(stored).toMatch(/^enc:v1:[A-Za-z0-9_-]{8}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]*$/);
      expect(stored).not.toContain(plain || 'never');
      expect(cipher.decrypt(stored)).toBe(plain);
    }
  });

  it('uses a fresh IV per value, so the same text never encrypts the same way twice', () => {
    expect(cipher.encrypt('555-0100')).not.toBe(cipher.encrypt('555-0100'));
  });

  it.each([
    ['IV', 3],
    ['auth tag', 4],
    ['ciphertext', 5],
  ])('refuses a value whose %s was changed', (_part, index) => {
    const stored = cipher.encrypt('555-0100');
    expect(() => cipher.decrypt(tamper(stored, index))).toThrow(FieldDecryptionError);
  });

  it('refuses a malformed value that claims to be ours', () => {
    expect(() => cipher.decrypt('enc:v1:abc')).toThrow(FieldDecryptionError);
    expect(() => cipher.decrypt('enc:v1:a:b:c')).toThrow(FieldDecryptionError);
  });

  it('cannot read a value written under another key', () => {
    const other = createFieldCipher(randomBytes(32).toString('hex'));
    expect(() => other.decrypt(cipher.encrypt('555-0100'))).toThrow(FieldDecryptionError);
  });

  it('binds the value to its context: copied to another field or family it no longer decrypts', () => {
    const stored = cipher.encrypt('555-0100', 'planning.emergency_contacts.phoneNumber|family:1');
    expect(cipher.decrypt(stored, 'planning.emergency_contacts.phoneNumber|family:1')).toBe('555-0100');
    expect(() => cipher.decrypt(stored, 'planning.emergency_contacts.phoneNumber|family:2')).toThrow(
      FieldDecryptionError,
    );
    expect(() => cipher.decrypt(stored)).toThrow(FieldDecryptionError);
  });

  it('returns a legacy plaintext value unchanged', () => {
    expect(isEncryptedValue('555-0100')).toBe(false);
    expect(cipher.decrypt('555-0100')).toBe('555-0100');
  });

  it('accepts a 32-byte key as hex or base64 and refuses anything shorter', () => {
    const bytes = randomBytes(32);
    expect(parseFieldKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseFieldKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseFieldKey(bytes.toString('base64url'))).toEqual(bytes);
    expect(parseFieldKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(parseFieldKey('')).toBeNull();
    expect(parseFieldKey(undefined)).toBeNull();
    expect(() => createFieldCipher('too-short')).toThrow(/32 bytes/);
  });
});

/** A value as the cipher wrote it before the keyring: `enc:v1:<iv>:<tag>:<ciphertext>`, no key id. */
function writtenBeforeKeyIds(rawKey: string, plain: string, context: string): string {
  const iv = randomBytes(12);
  const gcm = createCipheriv('aes-256-gcm', parseFieldKey(rawKey)!, iv, { authTagLength: 16 });
  gcm.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([gcm.update(plain, 'utf8'), gcm.final()]);
  return `enc:v1:${iv.toString('base64url')}:${gcm.getAuthTag().toString('base64url')}:${ciphertext.toString('base64url')}`;
}

describe('keyring (rotation)', () => {
  const keyA = randomBytes(32).toString('hex');
  const keyB = randomBytes(32).toString('base64');
  const underA = createFieldCipher(keyA, []);

  it('names the writing key in each value, and reads a retired key’s values after a rotation', () => {
    const stored = underA.encrypt('555-0100', 'ctx');
    expect(stored.split(':')[2]).toBe(fieldKeyId(parseFieldKey(keyA)!));
    const rotated = createFieldCipher(keyB, [keyA]);
    expect(rotated.keyId).not.toBe(underA.keyId);
    expect(rotated.decrypt(stored, 'ctx')).toBe('555-0100');
    expect(rotated.isCurrent(stored)).toBe(false);
    const again = rotated.encrypt('555-0100', 'ctx');
    expect(rotated.isCurrent(again)).toBe(true);
    // Once every value is re-encrypted, the old key can go.
    expect(createFieldCipher(keyB, []).decrypt(again, 'ctx')).toBe('555-0100');
    expect(() => createFieldCipher(keyB, []).decrypt(stored, 'ctx')).toThrow(/neither current nor retired/);
  });

  it('still reads values written before key ids, trying the current key then each retired one', () => {
    const old = writtenBeforeKeyIds(keyA, 'Grandma’s address', 'ctx');
    expect(underA.decrypt(old, 'ctx')).toBe('Grandma’s address');
    expect(underA.isCurrent(old)).toBe(false);
    expect(createFieldCipher(keyB, [keyA]).decrypt(old, 'ctx')).toBe('Grandma’s address');
    expect(() => createFieldCipher(keyB, []).decrypt(old, 'ctx')).toThrow(FieldDecryptionError);
  });

  it('reads FIELD_ENCRYPTION_KEYS_RETIRED as a comma list and refuses an entry that is not a key', () => {
    expect(retiredFieldKeys(undefined)).toEqual([]);
    expect(retiredFieldKeys(` ${keyA} , ${keyB},`)).toEqual([parseFieldKey(keyA), parseFieldKey(keyB)]);
    expect(() => retiredFieldKeys(`${keyA},oops`)).toThrow(/entry 2 is not a 32-byte key/);
    expect(() => createFieldCipher(keyB, ['short'])).toThrow(/FIELD_ENCRYPTION_KEYS_RETIRED/);
  });
});

describe('encryptedFields', () => {
  const contacts = encryptedFields(cipher, 'planning.emergency_contacts', [
    'phoneNumber',
    'address',
  ] as const);

  it('seals only the named fields, leaves nulls alone and opens them again', () => {
    const sealed = contacts.seal(7, { name: 'Grandma', phoneNumber: '555-0100', address: null });
    expect(sealed.name).toBe('Grandma');
    expect(sealed.address).toBeNull();
    expect(isEncryptedValue(sealed.phoneNumber)).toBe(true);
    expect(contacts.open(7, sealed)).toEqual({ name: 'Grandma', phoneNumber: '555-0100', address: null });
    expect(() => contacts.open(8, sealed)).toThrow(FieldDecryptionError);
  });

  it('opens a legacy plaintext row as it is and names its plaintext fields for the next write', () => {
    const legacy = { phoneNumber: '555-0100', address: '1 Main St' };
    expect(contacts.open(7, legacy)).toEqual(legacy);
    expect(contacts.plaintextOf(legacy)).toEqual(legacy);
    expect(
      contacts.plaintextOf({ ...contacts.seal(7, { phoneNumber: '555-0100' }), address: '1 Main St' }),
    ).toEqual({ address: '1 Main St' });
  });
});
