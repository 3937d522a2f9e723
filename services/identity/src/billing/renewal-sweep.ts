import { logger } from '@familyhub/server-kit';
import type { BillingService } from './billing.service';

/** Subscriptions are renewed within this long of their period end (no scheduler service needed). */
export const RENEWAL_INTERVAL_MS = 15 * 60 * 1000;
/** The first sweep waits for the service to settle after start. */
const FIRST_SWEEP_DELAY_MS = 10_000;

/**
 * Runs `billing.renewDue()` now and then. The timers never keep the process alive, and a sweep that fails is
 * logged and tried again at the next tick. Safe with several identity instances: each renewal locks its family
 * and re-reads the subscription before charging.
 */
export function startRenewalSweep(billing: Pick<BillingService, 'renewDue'>, intervalMs: number): void {
  if (intervalMs <= 0) return;
  const log = logger.child({ service: 'identity', job: 'subscription-renewals' });
  const sweep = () => {
    billing.renewDue().then(
      (counts) => {
        if (counts.renewed || counts.lapsed) log.info(counts, 'subscriptions renewed or lapsed');
      },
      (err: unknown) => log.error({ err }, 'the subscription renewal sweep failed'),
    );
  };
  setTimeout(sweep, Math.min(FIRST_SWEEP_DELAY_MS, intervalMs)).unref();
  setInterval(sweep, intervalMs).unref();
}
