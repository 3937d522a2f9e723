import type { JobDefinition } from '@familyhub/server-kit';

/** Each minute: a member's digest goes out within a minute of their hour. */
export const DIGEST_INTERVAL_MS = 60_000;

/** The `notification-digest` job; a run over 10,000 families takes well under its lease. */
export function digestJob(run: () => Promise<unknown>): JobDefinition {
  return { name: 'notification-digest', everyMs: DIGEST_INTERVAL_MS, leaseMs: 10 * 60_000, run };
}
