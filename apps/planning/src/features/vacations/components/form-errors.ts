import type { z } from 'zod';

/** The first message for each top-level field of a failed contract check (the server's own words). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Empty text means "none". */
export const orNull = (text: string): string | null => (text.trim() === '' ? null : text);
