import { Router } from 'express';
import { serviceDisplayNames } from '@familyhub/contracts';
import type { Caller } from '../caller';
import type { Database } from '../db';
import { forbidden, HttpError, parseId } from '../errors';
import { callService } from '../internal-client';
import { callerOf, serviceUrl, type ServiceName } from '../service';
import { domainServices } from './family-data.client';

/**
 * What a domain does when a member leaves the family: clears or removes its rows that point at the member, inside
 * the transaction the route opens, and says how many rows of each table it changed. A domain without
 * member-referencing tables passes nothing and the route still answers (so identity can count on every domain).
 */
export type ForgetMember = (
  tx: Database,
  familyId: number,
  memberId: number,
) => Promise<Record<string, number>>;

/** POST /internal/members/:id/removed's answer. */
export interface MemberRemovedAnswer {
  memberId: number;
  changed: Record<string, number>;
}

/**
 * POST /internal/members/:id/removed: the domain forgets a member of the signed caller's family, in one
 * transaction. Only the family's admin (identity signs as the admin after checking a managing parent's permission)
 * or the member themself may call it; the gateway never forwards /internal paths.
 */
export function memberRemovalRouter(options: { db: Database; forgetMember?: ForgetMember }): Router {
  const router = Router();
  router.post('/internal/members/:id/removed', async (req, res) => {
    const caller = callerOf(req);
    const memberId = parseId(req.params.id, 'Family member');
    if (caller.role !== 'admin' && caller.userId !== memberId) {
      throw forbidden("Only the family's admin or the member themself can remove a member");
    }
    const forget = options.forgetMember;
    const changed = forget
      ? await options.db.transaction((tx) => forget(tx as unknown as Database, caller.familyId, memberId))
      : {};
    const answer: MemberRemovedAnswer = { memberId, changed };
    res.json(answer);
  });
  return router;
}

async function isAnswering(service: ServiceName): Promise<boolean> {
  try {
    const res = await fetch(`${serviceUrl(service)}/health`, { signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Before identity deletes a member: every domain must answer its health check (else 503 and nothing is changed
 * anywhere), then each forgets the member (`POST /internal/members/:id/removed`). Forgetting is idempotent, so a
 * retry after a failure part-way finishes the job. `caller` is of the member's family: its admin or the member.
 */
export async function forgetMemberEverywhere(
  internalKey: string,
  caller: Caller,
  memberId: number,
  services: readonly ServiceName[] = domainServices,
): Promise<void> {
  for (const service of services) {
    if (!(await isAnswering(service))) {
      throw new HttpError(
        503,
        'service_unavailable',
        `The ${serviceDisplayNames[service]} service is not answering right now, so the member was not removed. Please try again shortly.`,
      );
    }
  }
  for (const service of services) {
    try {
      await callService<MemberRemovedAnswer>(internalKey, service, {
        method: 'POST',
        path: `/internal/members/${memberId}/removed`,
        caller,
        timeoutMs: 10_000,
      });
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) throw error;
      throw new HttpError(
        503,
        'service_unavailable',
        `The ${serviceDisplayNames[service]} service did not answer, so the member was not removed (some of their assignments may already be cleared; try again to finish). Please try again shortly.`,
      );
    }
  }
}
