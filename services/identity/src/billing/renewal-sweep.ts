import type { JobDefinition } from '@familyhub/server-kit';

/** Subscriptions are renewed within this long of their period end. */
export const RENEWAL_INTERVAL_MS = 15 * 60 * 1000;

/**
 * The `subscription-renewals` job: charges what is due. Run by the service's job runner, so once across identity
 * instances; safe even if a run is repeated after a crash — each renewal locks its family and re-reads the
 * subscription before charging.
 */
export function renewalJob(renewDue: () => Promise<{ renewed: number; lapsed: number }>): JobDefinition {
  return { name: 'subscription-renewals', everyMs: RENEWAL_INTERVAL_MS, run: renewDue };
}
