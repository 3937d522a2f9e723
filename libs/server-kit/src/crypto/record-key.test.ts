import { randomBytes } from 'node:crypto';
import { createFieldCipher, FieldDecryptionError } from './field-cipher';
import { createRecordKeys, openWithRecordKey, sealWithRecordKey } from './record-key';

const keyA = randomBytes(32).toString('hex');
const keyB = randomBytes(32).toString('hex');
const CONTEXT = 'home.private_notes.encryptionKey|family:7';

describe('record keys (envelope encryption)', () => {
  const keys = createRecordKeys(createFieldCipher(keyA, []));

  it('gives each record a fresh key, stored only wrapped, that seals and opens its fields', () => {
    const one = keys.create(CONTEXT);
    const two = keys.create(CONTEXT);
    expect(one.key).toHaveLength(32);
    expect(one.key.equals(two.key)).toBe(false);
    expect(one.wrapped).toMatch(/^enc:v1:/);
    expect(one.wrapped).not.toContain(one.key.toString('base64url'));
    expect(keys.unwrap(one.wrapped, CONTEXT).equals(one.key)).toBe(true);

    const sealed = sealWithRecordKey(one.key, 'Wi-Fi: hunter2', 'content');
    expect(sealed).toMatch(/^rec:v1:/);
    expect(sealed).not.toContain('hunter2');
    expect(openWithRecordKey(one.key, sealed, 'content')).toBe('Wi-Fi: hunter2');
  });

  it('refuses another record’s key, another field, a tampered value and plain text', () => {
    const { key } = keys.create(CONTEXT);
    const sealed = sealWithRecordKey(key, 'Insurance 12-345', 'content');
    expect(() => openWithRecordKey(keys.create(CONTEXT).key, sealed, 'content')).toThrow(
      FieldDecryptionError,
    );
    expect(() => openWithRecordKey(key, sealed, 'title')).toThrow(FieldDecryptionError);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => openWithRecordKey(key, tampered, 'content')).toThrow(FieldDecryptionError);
    expect(() => openWithRecordKey(key, 'Insurance 12-345', 'content')).toThrow(FieldDecryptionError);
  });

  it('binds the wrapped key to its family: moved to another, it does not unwrap', () => {
    const { wrapped } = keys.create(CONTEXT);
    expect(() => keys.unwrap(wrapped, 'home.private_notes.encryptionKey|family:8')).toThrow(
      FieldDecryptionError,
    );
  });

  it('re-wraps under a new field key without changing the data key, so sealed fields stay readable', () => {
    const { key, wrapped } = keys.create(CONTEXT);
    const sealed = sealWithRecordKey(key, 'Gift ideas', 'title');
    const rotated = createRecordKeys(createFieldCipher(keyB, [keyA]));
    const rewrapped = rotated.rewrap(wrapped, CONTEXT);
    expect(rewrapped).not.toBeNull();
    expect(rotated.rewrap(rewrapped!, CONTEXT)).toBeNull();
    // The old key removed entirely: the re-wrapped key still opens the record.
    const afterwards = createRecordKeys(createFieldCipher(keyB, []));
    expect(openWithRecordKey(afterwards.unwrap(rewrapped!, CONTEXT), sealed, 'title')).toBe('Gift ideas');
    expect(() => afterwards.unwrap(wrapped, CONTEXT)).toThrow(FieldDecryptionError);
  });
});
