import type { z } from 'zod';

/** The first message for each top-level field of a failed contract parse. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** Empty controls mean "none". */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
