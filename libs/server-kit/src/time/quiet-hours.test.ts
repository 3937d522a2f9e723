import { quietHoursEndAt, type QuietHours } from './quiet-hours';

const night: QuietHours = { enabled: true, start: '22:00', end: '07:00' };
const at = (iso: string) => new Date(iso);

describe('quietHoursEndAt', () => {
  it('holds the evening part of overnight quiet hours until the next morning', () => {
    expect(quietHoursEndAt(at('2026-11-22T22:00:00Z'), night, 'UTC')).toEqual(at('2026-11-23T07:00:00Z'));
    expect(quietHoursEndAt(at('2026-11-22T23:59:00Z'), night, 'UTC')).toEqual(at('2026-11-23T07:00:00Z'));
  });

  it('holds the morning part until the same morning, and lets the day through', () => {
    expect(quietHoursEndAt(at('2026-11-23T03:10:00Z'), night, 'UTC')).toEqual(at('2026-11-23T07:00:00Z'));
    expect(quietHoursEndAt(at('2026-11-23T07:00:00Z'), night, 'UTC')).toBeNull();
    expect(quietHoursEndAt(at('2026-11-23T21:59:59Z'), night, 'UTC')).toBeNull();
    expect(quietHoursEndAt(at('2026-11-23T12:00:00Z'), night, 'UTC')).toBeNull();
  });

  it('reads the clock in the given zone, across a daylight-saving change', () => {
    // 21:30 UTC is 22:30 in Berlin (winter, UTC+1): quiet until 07:00 Berlin = 06:00 UTC.
    expect(quietHoursEndAt(at('2026-11-22T21:30:00Z'), night, 'Europe/Berlin')).toEqual(
      at('2026-11-23T06:00:00Z'),
    );
    // 28 March 2026 23:00 Berlin (UTC+1); the clocks go forward that night, so 07:00 on the 29th is 05:00 UTC.
    expect(quietHoursEndAt(at('2026-03-28T22:00:00Z'), night, 'Europe/Berlin')).toEqual(
      at('2026-03-29T05:00:00Z'),
    );
    expect(quietHoursEndAt(at('2026-11-22T21:30:00Z'), night, 'America/New_York')).toBeNull();
  });

  it('knows quiet hours within one day, and none when switched off or empty', () => {
    const siesta: QuietHours = { enabled: true, start: '13:00', end: '15:00' };
    expect(quietHoursEndAt(at('2026-11-22T13:30:00Z'), siesta, 'UTC')).toEqual(at('2026-11-22T15:00:00Z'));
    expect(quietHoursEndAt(at('2026-11-22T15:00:00Z'), siesta, 'UTC')).toBeNull();
    expect(quietHoursEndAt(at('2026-11-22T23:00:00Z'), { ...night, enabled: false }, 'UTC')).toBeNull();
    expect(quietHoursEndAt(at('2026-11-22T23:00:00Z'), { ...night, end: '22:00' }, 'UTC')).toBeNull();
  });
});
