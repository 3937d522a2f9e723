import { isPublicCall, routeTable, serviceFor } from './routes';

describe('routeTable', () => {
  it('gives every prefix to exactly one service', () => {
    const all = Object.values(routeTable).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('matches the first path segment only as a whole', () => {
    expect(serviceFor('/api/tasks')).toBe('planning');
    expect(serviceFor('/api/tasks/12')).toBe('planning');
    expect(serviceFor('/api/users')).toBe('identity');
    expect(serviceFor('/api/user/update-password')).toBe('identity');
    expect(serviceFor('/api/vacation-packing-items/3')).toBe('planning');
    expect(serviceFor('/api/event-guests/4')).toBe('planning');
    expect(serviceFor('/api/carpool-passengers/5')).toBe('planning');
    expect(serviceFor('/api/account/export/7/download')).toBe('identity');
    expect(serviceFor('/api/taskset')).toBeUndefined();
    expect(serviceFor('/api')).toBeUndefined();
    expect(serviceFor('/internal/sessions/resolve')).toBeUndefined();
  });

  it("sends a member's alerts to planning and every other /api/users path to identity", () => {
    expect(serviceFor('/api/users/12/alerts')).toBe('planning');
    expect(serviceFor('/api/users/12/alerts/')).toBe('planning');
    expect(serviceFor('/api/alerts/7/status')).toBe('planning');
    expect(serviceFor('/api/users/12')).toBe('identity');
    expect(serviceFor('/api/users/12/alerts/3')).toBe('identity');
    expect(serviceFor('/api/users/12/alertsx')).toBe('identity');
    expect(serviceFor('/api/users/alerts')).toBe('identity');
  });
});

describe('isPublicCall', () => {
  it('opens only the sign-in family of calls, health and the registry', () => {
    expect(isPublicCall('POST', '/api/auth/sign-in')).toBe(true);
    expect(isPublicCall('POST', '/api/auth/sign-in/2fa')).toBe(true);
    expect(isPublicCall('POST', '/api/auth/2fa/setup')).toBe(false);
    expect(isPublicCall('POST', '/api/auth/sign-up/')).toBe(true);
    expect(isPublicCall('HEAD', '/api/health')).toBe(true);
    expect(isPublicCall('GET', '/api/auth/sign-in')).toBe(false);
    expect(isPublicCall('GET', '/api/auth/me')).toBe(false);
    expect(isPublicCall('POST', '/api/auth/demo')).toBe(false);
    expect(isPublicCall('GET', '/api/tasks')).toBe(false);
  });

  it('opens a calendar feed address to calendar apps (GET only), not the feed settings', () => {
    const token = 'AbC_-0123456789abcdefghijklmnopqrstuvwxyzAB';
    expect(serviceFor(`/api/calendar-feed/${token}.ics`)).toBe('planning');
    expect(isPublicCall('GET', `/api/calendar-feed/${token}.ics`)).toBe(true);
    expect(isPublicCall('HEAD', `/api/calendar-feed/${token}.ics`)).toBe(true);
    expect(isPublicCall('DELETE', `/api/calendar-feed/${token}.ics`)).toBe(false);
    expect(isPublicCall('GET', `/api/calendar-feed/${token}.ics/more`)).toBe(false);
    expect(isPublicCall('GET', `/api/calendar-feed/${token}`)).toBe(false);
    expect(isPublicCall('GET', '/api/planning/calendar-feed')).toBe(false);
    expect(isPublicCall('POST', '/api/planning/calendar-feed')).toBe(false);
  });
});
