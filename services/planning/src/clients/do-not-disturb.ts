import type { DoNotDisturbAnswer } from '@familyhub/contracts';
import { callService, logger, type Caller } from '@familyhub/server-kit';

/** How long a member's do-not-disturb answer is reused: the alerts poll runs every 30 s for every open page. */
export const DO_NOT_DISTURB_CACHE_MS = 15_000;
/** Alerts must keep coming when wellness is slow: it gets this long, then the member counts as reachable. */
const DO_NOT_DISTURB_TIMEOUT_MS = 1000;

/** The member's do-not-disturb me time happening now. */
export interface DoNotDisturbSpan {
  since: Date;
  until: Date;
}

/** Whether the member reading their alerts is in do-not-disturb me time; null when not (or when nobody can say). */
export type DoNotDisturbLookup = (caller: Caller) => Promise<DoNotDisturbSpan | null>;

const log = logger.child({ service: 'planning' });

/**
 * Asks wellness (which owns me time) and keeps each member's answer briefly. Wellness down or refusing is not an
 * error for the alerts: the member is then taken as reachable, and asked again once the answer expires.
 */
export function cachedDoNotDisturb(
  ask: (caller: Caller) => Promise<DoNotDisturbAnswer>,
  ttlMs = DO_NOT_DISTURB_CACHE_MS,
  clock: () => number = Date.now,
): DoNotDisturbLookup {
  const cache = new Map<string, { at: number; span: Promise<DoNotDisturbSpan | null> }>();
  return (caller) => {
    const key = `${caller.familyId}:${caller.userId}`;
    const hit = cache.get(key);
    if (hit && clock() - hit.at < ttlMs) return hit.span;
    const span = ask(caller).then(
      (answer) =>
        answer.since && answer.until
          ? { since: new Date(answer.since), until: new Date(answer.until) }
          : null,
      (err: unknown) => {
        log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'wellness could not say whether a member is in do-not-disturb me time; showing their alerts',
        );
        return null;
      },
    );
    cache.set(key, { at: clock(), span });
    return span;
  };
}

export function wellnessDoNotDisturb(internalKey: string): DoNotDisturbLookup {
  return cachedDoNotDisturb((caller) =>
    callService<DoNotDisturbAnswer>(internalKey, 'wellness', {
      path: '/internal/do-not-disturb',
      caller,
      timeoutMs: DO_NOT_DISTURB_TIMEOUT_MS,
    }),
  );
}
