import {
  dashboardWidgets,
  domainCatalogue,
  domainRoutes,
  freeNavLinks,
  navIconKeys,
  platformServices,
  premiumNavLinks,
  routeTitle,
  serviceNames,
  servicePorts,
  shellRoutes,
} from './catalogue';

describe('the domain catalogue', () => {
  it('gives every API prefix, route and port to exactly one owner', () => {
    const prefixes = [
      ...platformServices.identity.apiPrefixes,
      ...domainCatalogue.flatMap((d) => d.apiPrefixes),
    ];
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/api\/[a-z-]+$/);

    const paths = [...shellRoutes.map((r) => r.path), ...domainRoutes.map((r) => r.path)];
    expect(new Set(paths).size).toBe(paths.length);

    const ports = [
      ...Object.values(servicePorts),
      ...domainCatalogue.map((d) => d.remoteDevPort),
      4200, // the gateway
    ];
    expect(new Set(ports).size).toBe(ports.length);
    expect(serviceNames).toEqual(['identity', ...domainCatalogue.map((d) => d.id)]);
  });

  it('draws the spec’s sidebar: six free links and the seventeen premium ones, in order, four on the phone bar', () => {
    expect(freeNavLinks.map((l) => l.label)).toEqual([
      'Dashboard',
      'Calendar',
      'Shopping',
      'Tasks',
      'Meal Planning',
      'Settings',
    ]);
    // The spec's seventeen come first, in its order (a domain added later follows them).
    expect(premiumNavLinks.slice(0, 17).map((l) => l.label)).toEqual([
      'Messages',
      'Grocery Budget',
      'Pantry',
      'Essentials',
      'Expenses',
      'Bills & Subs',
      'Allowances',
      'Homework',
      'School Calendar',
      'Documents',
      'Chores',
      'Cleaning',
      'Maintenance',
      'Pet Care',
      'Rewards',
      'Wellness',
      'Me Time',
    ]);
    expect(freeNavLinks.filter((l) => l.bottomBar).map((l) => l.path)).toEqual([
      '/dashboard',
      '/calendar',
      '/shopping',
      '/tasks',
    ]);
    for (const link of [...freeNavLinks, ...premiumNavLinks]) expect(navIconKeys).toContain(link.icon);
  });

  it('orders the dashboard cards as the spec lists them, each once', () => {
    expect(dashboardWidgets.slice(0, 13).map((w) => w.title)).toEqual([
      "Today's Tasks",
      'Shopping List',
      'Meal Planning',
      'Chores',
      'Cleaning',
      'Maintenance',
      'Calendar',
      'Family Messages',
      'Wellness Center',
      'Rewards',
      'Me Time',
      'Documents',
      'Pet Center',
    ]);
    const orders = dashboardWidgets.map((w) => w.order);
    expect(new Set(orders).size).toBe(orders.length);
    for (const widget of dashboardWidgets) {
      const owner = domainCatalogue.find((d) => d.id === widget.domain);
      expect(owner?.routes.some((r) => r.path === widget.path)).toBe(true);
    }
  });

  it('titles every route inside the shell', () => {
    expect(routeTitle('/pets')).toBe('Pet Care');
    expect(routeTitle('/maintenance/history')).toBe('Maintenance History');
    expect(routeTitle('/notifications')).toBe('Notifications');
    expect(routeTitle('/nowhere')).toBeUndefined();
  });
});
