import { z } from 'zod';

/**
 * An optional text field of a body: trimmed, at most `max` characters ('Notes must be at most 1000 characters'),
 * null or absent when not given. (Contracts-internal; not exported from the package.)
 */
export const optionalTextField = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).nullish();
