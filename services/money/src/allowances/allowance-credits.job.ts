import { paydaysBetween, type LiveTopic } from '@familyhub/contracts';
import { logger, type LiveEvents } from '@familyhub/server-kit';
import { isoDay, systemClock, type Clock } from '../shared/access';
import type { AllowancesRepository } from './allowances.repository';
import type { AllowanceRow } from './allowances.table';

/** How far back a run catches up on paydays it missed (the service was down): about two months. */
export const CATCH_UP_DAYS = 62;
/** How often the job runs (once across instances: the service's job runner, `main.ts`). */
export const ALLOWANCE_JOB_INTERVAL_MS = 15 * 60 * 1000;

const log = logger.child({ service: 'money', job: 'allowance-credits' });

/**
 * The scheduled automatic credits: every active auto-credit allowance gets one credit per payday up to today
 * (from its start, at most CATCH_UP_DAYS back). Safe to run as often and on as many instances as wanted: each
 * credit carries its period and the unique (allowance_id, period) index keeps a second insert from landing
 * (a run repeated after a crash, or `creditOne` racing the scheduled run).
 */
export function createAllowanceCreditsJob(
  repo: Pick<AllowancesRepository, 'dueForCredits' | 'creditPeriod'>,
  live: Pick<LiveEvents<LiveTopic<'money'>>, 'publish'>,
  clock: Clock = systemClock,
) {
  /** The credits of the given allowances' paydays up to today; how many were made. */
  async function credit(due: AllowanceRow[]): Promise<number> {
    const now = clock();
    const today = isoDay(now);
    const earliest = isoDay(new Date(now.getTime() - CATCH_UP_DAYS * 86_400_000));
    let made = 0;
    const families = new Set<number>();
    for (const allowance of due) {
      const from = allowance.startsOn > earliest ? allowance.startsOn : earliest;
      for (const payday of paydaysBetween(allowance, from, today)) {
        if (await repo.creditPeriod(allowance, payday)) {
          made += 1;
          families.add(allowance.familyId);
        }
      }
    }
    for (const familyId of families) live.publish(familyId, 'allowances');
    return made;
  }

  /** The scheduled run: every family's due allowances. */
  async function run(): Promise<number> {
    return credit(await repo.dueForCredits());
  }

  /**
   * One allowance's paydays so far, right after it was set up or changed (errors logged: the scheduled run
   * catches up). Only that allowance: a change in one family never walks the whole platform.
   */
  async function creditOne(familyId: number, allowanceId: number): Promise<void> {
    try {
      await credit(await repo.dueForCredits({ familyId, allowanceId }));
    } catch (err) {
      log.error({ err, familyId, allowanceId }, 'allowance credits failed');
    }
  }

  return { run, creditOne };
}
export type AllowanceCreditsJob = ReturnType<typeof createAllowanceCreditsJob>;
