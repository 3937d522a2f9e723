import { alertTargetPath, updateAlertStatusBody } from './alerts';

describe('alertTargetPath', () => {
  it('opens the screen that lists the target, or the dashboard', () => {
    expect(alertTargetPath('task')).toBe('/tasks');
    expect(alertTargetPath('event')).toBe('/calendar?tab=events');
    expect(alertTargetPath('carpool')).toBe('/calendar?tab=carpools');
    expect(alertTargetPath('something-else')).toBe('/dashboard');
    expect(alertTargetPath(null)).toBe('/dashboard');
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
