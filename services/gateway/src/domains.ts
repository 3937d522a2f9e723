import type { DomainId, DomainRegistration } from '@familyhub/contracts';

/**
 * The household domains the shell loads at run time (docs/architecture.md "Run-time federation").
 * Kept as data here until domains move to the database with per-plan switches.
 */
const domains: ReadonlyArray<{ id: DomainId; name: string; routes: readonly string[] }> = [
  { id: 'planning', name: 'Planning', routes: ['/dashboard', '/tasks', '/calendar', '/messages', '/shopping'] },
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

export function domainRegistry(): DomainRegistration[] {
  return domains.map((d) => ({
    id: d.id,
    name: d.name,
    remoteEntry: `/remotes/${d.id}/mf-manifest.json`,
    enabled: true,
    routes: [...d.routes],
  }));
}
