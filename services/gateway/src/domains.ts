import {
  domainAccess,
  type DomainId,
  type DomainRegistration,
  type DomainSwitches,
  type Plan,
} from '@familyhub/contracts';

/**
 * The household domains the shell loads at run time and the routes each one draws (docs/architecture.md
 * "Run-time federation"). Which of them a family gets is data: identity's registry, per plan (platform-registry.ts).
 */
export const DOMAIN_CATALOG: ReadonlyArray<{ id: DomainId; name: string; routes: readonly string[] }> = [
  {
    id: 'planning',
    name: 'Planning',
    routes: ['/dashboard', '/tasks', '/calendar', '/messages', '/shopping'],
  },
  { id: 'school', name: 'School', routes: ['/documents', '/homework', '/school-calendar'] },
  { id: 'wellness', name: 'Wellness', routes: ['/wellness', '/me-time'] },
  {
    id: 'home',
    name: 'Home',
    routes: [
      '/chores',
      '/rewards',
      '/meal-planning',
      '/pantry',
      '/essentials',
      '/maintenance',
      '/maintenance/history',
      '/pets',
      '/cleaning',
    ],
  },
  { id: 'money', name: 'Money', routes: ['/grocery-budget', '/expenses', '/bills', '/allowance'] },
];

/** GET /api/platform/domains for a caller on `plan` (null: nobody signed in, shown as the free plan sees it). */
export function domainRegistry(
  switches: ReadonlyMap<DomainId, DomainSwitches>,
  plan: Plan | null,
): DomainRegistration[] {
  return DOMAIN_CATALOG.map((d) => {
    const row = switches.get(d.id);
    const access = row ? domainAccess(row, plan) : { status: 'unavailable' as const, availableOn: [] };
    return {
      id: d.id,
      name: d.name,
      remoteEntry: `/remotes/${d.id}/mf-manifest.json`,
      enabled: access.status === 'enabled',
      status: access.status,
      availableOn: access.availableOn,
      routes: [...d.routes],
    };
  });
}
