import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@familyhub/contracts';

/** A fresh token: `fh_` and 32 random bytes, base64url (43 characters). */
export function newApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/**
 * Only this digest is stored. A plain SHA-256 as for session cookies (docs/architecture.md): 256 random bits
 * cannot be guessed from it, and a key would not make a stolen table any less useless.
 */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What the list shows of a token: `fh_` and its first six characters. */
export function visiblePrefixOf(token: string): string {
  return token.slice(0, API_TOKEN_PREFIX.length + 6);
}
