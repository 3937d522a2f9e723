import { alertTargetPath, alertTargetRoutes, alertTargetType, updateAlertStatusBody } from './alerts';
import { domainRoutes } from '../catalogue';

describe('alertTargetPath', () => {
  it("opens the screen that lists the target with the target's id as ?focus=", () => {
    expect(alertTargetPath('task', 12)).toBe('/tasks?focus=12');
    expect(alertTargetPath('event', 3)).toBe('/calendar?tab=events&focus=3');
    expect(alertTargetPath('school-document', 7)).toBe('/documents?focus=7');
    expect(alertTargetPath('bill', 2)).toBe('/bills?focus=2');
    expect(alertTargetPath('carpool')).toBe('/calendar?tab=carpools');
  });

  it('opens the dashboard for no target or one no screen shows', () => {
    expect(alertTargetPath('something-else', 4)).toBe('/dashboard');
    expect(alertTargetPath('toString', 4)).toBe('/dashboard');
    expect(alertTargetPath(null, null)).toBe('/dashboard');
  });

  it("names a route of the owning domain's screens for every target type", () => {
    for (const [type, route] of Object.entries(alertTargetRoutes)) {
      expect(route.path).toMatch(/^\/[a-z-]+(\?tab=[a-z]+)?$/);
      expect(alertTargetType.safeParse(type).success).toBe(true);
      expect(route.label.length).toBeGreaterThan(0);
    }
    // Each screen is a route the owning domain draws in the catalogue.
    for (const route of Object.values(alertTargetRoutes)) {
      const pathname = route.path.split('?')[0];
      expect(domainRoutes.find((r) => r.path === pathname)?.domain).toBe(route.domain);
    }
    expect(alertTargetType.safeParse('spaceship').error?.issues[0].message).toBe(
      'Target type is not one FamilyHub knows',
    );
  });
});

describe('updateAlertStatusBody', () => {
  it('accepts only dismissed', () => {
    expect(updateAlertStatusBody.safeParse({ status: 'dismissed' }).success).toBe(true);
    const active = updateAlertStatusBody.safeParse({ status: 'active' });
    expect(active.success).toBe(false);
    expect(active.error?.issues[0].message).toBe('Status must be dismissed');
  });
});
