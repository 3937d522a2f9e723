import { randomUUID } from 'node:crypto';
import {
  defaultRemoteEntry,
  domainCatalogue,
  domainSwitches,
  type DomainId,
  type DomainSwitches,
} from '@familyhub/contracts';
import { CALLER_HEADER, REQUEST_ID_HEADER, logger, signCaller } from '@familyhub/server-kit';

const REGISTRY_PATH = '/internal/platform/domains';
const RETRY_AFTER_FAILURE_MS = 1000;

export interface PlatformRegistryOptions {
  identityUrl: string;
  internalKey: string;
  /** How long a read of the registry is reused (ms, default 5000; at most 10 s so switches take effect within 30 s). */
  cacheMs?: number;
  timeoutMs?: number;
}

export interface PlatformRegistry {
  /** The switches of every domain: fresh within cacheMs, else the last known ones when identity cannot answer. */
  current(): Promise<ReadonlyMap<DomainId, DomainSwitches>>;
}

/**
 * The shipped defaults (the catalogue's `defaultPlans`, which identity seeds too), used only until identity has
 * answered once: planning for every plan, the other domains for the paid plans.
 */
function shippedDefaults(): Map<DomainId, DomainSwitches> {
  return new Map(
    domainCatalogue.map((d) => [
      d.id,
      {
        id: d.id,
        name: d.name,
        plans: { ...d.defaultPlans },
        killed: false,
        remoteEntry: defaultRemoteEntry(d.id),
        remoteEntrySource: 'default' as const,
        updatedAt: new Date(0).toISOString(),
        updatedBy: null,
      },
    ]),
  );
}

/**
 * Reads the domain registry from identity (which owns it) at most once per cacheMs; concurrent readers share one
 * call. If identity is down or answers nonsense, the last known registry stays in force.
 */
export function createPlatformRegistry(options: PlatformRegistryOptions): PlatformRegistry {
  const cacheMs = Math.min(options.cacheMs ?? 5000, 10_000);
  let known = shippedDefaults();
  let freshUntil = 0;
  let inFlight: Promise<ReadonlyMap<DomainId, DomainSwitches>> | null = null;
  const log = logger.child({ service: 'gateway' });

  async function fetchRegistry(): Promise<ReadonlyMap<DomainId, DomainSwitches>> {
    const requestId = randomUUID();
    try {
      const res = await fetch(options.identityUrl + REGISTRY_PATH, {
        headers: {
          [REQUEST_ID_HEADER]: requestId,
          [CALLER_HEADER]: signCaller(options.internalKey, {
            caller: null,
            method: 'GET',
            path: REGISTRY_PATH,
            audience: 'identity',
            requestId,
          }),
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
      });
      if (!res.ok) throw new Error(`identity answered ${res.status}`);
      const rows = domainSwitches.array().parse(await res.json());
      const next = shippedDefaults();
      for (const row of rows) next.set(row.id, row);
      known = next;
      freshUntil = Date.now() + cacheMs;
    } catch (err) {
      // Keep serving the last known registry; ask again after a short pause, so calls do not each wait for a
      // timeout while identity is down.
      freshUntil = Date.now() + Math.min(cacheMs, RETRY_AFTER_FAILURE_MS);
      log.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'domain registry could not be read; keeping the last known one',
      );
    }
    return known;
  }

  return {
    current() {
      if (Date.now() < freshUntil) return Promise.resolve(known);
      if (!inFlight) {
        inFlight = fetchRegistry().finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
  };
}
