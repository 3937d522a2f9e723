import { createHash, randomInt } from 'node:crypto';

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

/** Only this is stored. The codes are random and long, so a plain SHA-256 suffices (no password stretching). */
export function hashBackupCode(code: string): string {
  return createHash('sha256').update(normaliseBackupCode(code)).digest('hex');
}
