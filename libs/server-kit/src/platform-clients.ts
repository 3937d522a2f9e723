import type {
  ClearAlertsAnswer,
  ClearAlertsBody,
  CreateLinkedTaskBody,
  DomainId,
  Family,
  LinkedTaskAnswer,
  LinkedTaskChangeAnswer,
  RaiseAlertsAnswer,
  RaiseAlertsBody,
  TaskSource,
  UpsertShoppingItemsAnswer,
  UpsertShoppingItemsBody,
} from '@familyhub/contracts';
import type { InternalCaller, ServiceCaller } from './caller';
import { familyMembersClient } from './family-members';
import { callService } from './internal-client';
import type { ServiceName } from './service';

/** A task source as a domain names its own items: the domain is the client's. */
export type OwnTaskSource = Omit<TaskSource, 'domain'>;

export interface PlatformClientOptions {
  /** Carried to the other service's logs (the request that caused the call). */
  requestId?: string;
  timeoutMs?: number;
}

const sourcePath = (domain: DomainId, source: OwnTaskSource) =>
  `/internal/tasks/by-source/${domain}/${encodeURIComponent(source.type)}/${source.id}`;

/**
 * What a domain service asks of the platform (docs/adr/0008-alerts-and-family-tasks-from-every-domain.md):
 * alerts and linked family tasks in planning, the family's members and quiet hours in identity. Every call is
 * signed with the internal key, for a member the gateway forwarded (`callerOf(req)`) or, in a job with nobody
 * signed in, for `forFamily(familyId)`. Failures are `HttpError`s with the other service's status and message
 * (503 when it does not answer).
 *
 * ```ts
 * const platform = platformClients(internalKey, 'school');
 * await platform.alerts.raise(callerOf(req), { dedupeKey: 'document-due:12', recipientIds: [3], … });
 * ```
 */
export function platformClients(internalKey: string, domain: DomainId, options: PlatformClientOptions = {}) {
  const call = <T>(
    service: ServiceName,
    caller: InternalCaller,
    method: string,
    path: string,
    body?: unknown,
  ) =>
    callService<T>(internalKey, service, {
      method,
      path,
      caller,
      body,
      requestId: options.requestId,
      timeoutMs: options.timeoutMs,
    });

  return {
    /** The caller of a job acting for one family with no member signed in (accepted by internal routes only). */
    forFamily(familyId: number): ServiceCaller {
      return { service: domain, familyId };
    },

    alerts: {
      /** Raises (or updates) the alert for each recipient; idempotent by `dedupeKey` within this domain. */
      raise(caller: InternalCaller, alert: Omit<RaiseAlertsBody, 'domain'>): Promise<RaiseAlertsAnswer> {
        return call('planning', caller, 'POST', '/internal/alerts', { ...alert, domain });
      },
      /** Removes this domain's alerts by `dedupeKey`, `dedupeKeyPrefix` or `target` (exactly one). */
      clear(caller: InternalCaller, which: Omit<ClearAlertsBody, 'domain'>): Promise<ClearAlertsAnswer> {
        return call('planning', caller, 'POST', '/internal/alerts/clear', { ...which, domain });
      },
    },

    tasks: {
      /** A family task linked back to one of this domain's items; one per item (a second call answers it). */
      create(
        caller: InternalCaller,
        body: Omit<CreateLinkedTaskBody, 'source'> & { source: OwnTaskSource },
      ): Promise<LinkedTaskAnswer> {
        return call('planning', caller, 'POST', '/internal/tasks', {
          ...body,
          source: { ...body.source, domain },
        });
      },
      /** Ticks the item's task off (or on again with `false`); `{ task: null }` when none was made. */
      complete(
        caller: InternalCaller,
        source: OwnTaskSource,
        completed = true,
      ): Promise<LinkedTaskChangeAnswer> {
        return call('planning', caller, 'PATCH', sourcePath(domain, source), { completed });
      },
      /** Deletes the item's task (the item was deleted); `{ task: null }` when none was made. */
      remove(caller: InternalCaller, source: OwnTaskSource): Promise<LinkedTaskChangeAnswer> {
        return call('planning', caller, 'DELETE', sourcePath(domain, source));
      },
    },

    shopping: {
      /**
       * Puts items on the family's shopping list, idempotently by each item's `sourceKey` within this domain:
       * the quantity is what is still needed (calling again with the same items changes nothing).
       */
      put(
        caller: InternalCaller,
        items: UpsertShoppingItemsBody['items'],
      ): Promise<UpsertShoppingItemsAnswer> {
        return call('planning', caller, 'POST', '/internal/shopping-items', { domain, items });
      },
    },

    family: {
      /** The caller's family as the session shows it: id, name and currency (for the amounts in a reminder). */
      get(caller: InternalCaller): Promise<Family> {
        return call('identity', caller, 'GET', '/internal/family');
      },
    },

    /** The caller's family: roles, canViewFinances and quiet hours, to pick an alert's recipients. */
    members: familyMembersClient(internalKey, options),
  };
}
export type PlatformClients = ReturnType<typeof platformClients>;
