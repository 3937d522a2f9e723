import type { RequestHandler } from 'express';
import { errorCodes } from '@familyhub/contracts';
import { HttpError } from './errors';

/** PostgreSQL text cannot hold U+0000, so every service refuses it at the door instead of failing in SQL. */
export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (\\u0000)';

/** Whether a parsed JSON value holds U+0000 in any string or key, at any depth (no recursion: deep bodies are fine). */
export function containsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * 400 for a NUL character in the URL (path or query, as `%00`) or anywhere in the parsed JSON body.
 * Mounted after the JSON body parser by `createServiceApp`.
 */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  if (/%00/.test(req.originalUrl) || req.originalUrl.includes('\u0000') || containsNulCharacter(req.body)) {
    next(new HttpError(400, errorCodes.validation, NUL_CHARACTER_MESSAGE));
    return;
  }
  next();
};
