import { createHash, createHmac, randomInt } from 'node:crypto';

export const BACKUP_CODE_COUNT = 10;
// No 0/o, 1/l/i: the codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten random codes like "k7m2q-x9rtp" (about 49 bits each), shown once. */
export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a typed code compares: case, spaces and the dash do not matter. */
export function normaliseBackupCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * Only this is stored: an HMAC-SHA256 under a key derived from the server's field-encryption key, so a copy of the
 * table alone cannot be searched through the ~49-bit code space.
 */
export function backupCodeHasher(serverKey: string): (code: string) => string {
  const key = createHash('sha256').update(`familyhub backup codes|${serverKey}`).digest();
  return (code) => `h1:${createHmac('sha256', key).update(normaliseBackupCode(code)).digest('hex')}`;
}

/** How codes issued before the keyed hash were stored (plain SHA-256): still accepted until spent. */
export function legacyBackupCodeHash(code: string): string {
  return createHash('sha256').update(normaliseBackupCode(code)).digest('hex');
}
