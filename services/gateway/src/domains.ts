import {
  defaultRemoteEntry,
  domainAccess,
  domainCatalogue,
  type DomainId,
  type DomainRegistration,
  type DomainSwitches,
  type Plan,
} from '@familyhub/contracts';

/** GET /api/platform/domains for a caller on `plan` (null: nobody signed in, shown as the free plan sees it). */
export function domainRegistry(
  switches: ReadonlyMap<DomainId, DomainSwitches>,
  plan: Plan | null,
): DomainRegistration[] {
  return domainCatalogue.map((d) => {
    const row = switches.get(d.id);
    const access = row ? domainAccess(row, plan) : { status: 'unavailable' as const, availableOn: [] };
    return {
      id: d.id,
      name: d.name,
      remoteEntry: row?.remoteEntry ?? defaultRemoteEntry(d.id),
      enabled: access.status === 'enabled',
      status: access.status,
      availableOn: access.availableOn,
      routes: d.routes.map((r) => r.path),
    };
  });
}
