import { dueDigest, nextDigest, type DigestSettings } from './digest-schedule';

const at = (iso: string) => new Date(iso);
const daily: DigestSettings = { frequency: 'daily', hour: 7, timeZone: 'Europe/Berlin' };

describe('dueDigest', () => {
  it("is due from the member's hour on their wall clock, for the day midnight to midnight", () => {
    // 06:59 and 07:00 in Berlin (UTC+1 in November).
    expect(dueDigest(daily, at('2026-11-28T05:59:00Z'))).toBeNull();
    expect(dueDigest(daily, at('2026-11-28T06:00:00Z'))).toEqual({
      key: 'digest:daily:2026-11-28',
      from: at('2026-11-27T23:00:00Z'),
      to: at('2026-11-28T23:00:00Z'),
      sendAt: at('2026-11-28T06:00:00Z'),
    });
    // Three hours' grace for a missed run, then it waits for tomorrow.
    expect(dueDigest(daily, at('2026-11-28T08:59:00Z'))?.key).toBe('digest:daily:2026-11-28');
    expect(dueDigest(daily, at('2026-11-28T09:00:00Z'))).toBeNull();
  });

  it('follows a daylight-saving change: 07:00 local is 06:00 UTC before it and 05:00 after', () => {
    // Berlin moves to summer time on Sunday 29 March 2026.
    expect(dueDigest(daily, at('2026-03-28T06:00:00Z'))?.key).toBe('digest:daily:2026-03-28');
    expect(dueDigest(daily, at('2026-03-29T04:59:00Z'))).toBeNull();
    const sunday = dueDigest(daily, at('2026-03-29T05:00:00Z'));
    expect(sunday?.key).toBe('digest:daily:2026-03-29');
    // That day has 23 hours.
    expect(sunday!.to.getTime() - sunday!.from.getTime()).toBe(23 * 3_600_000);
  });

  it('is due on Mondays for a week, and on the 1st for a month', () => {
    const weekly: DigestSettings = { frequency: 'weekly', hour: 18, timeZone: 'UTC' };
    expect(dueDigest(weekly, at('2026-11-29T18:00:00Z'))).toBeNull(); // a Sunday
    expect(dueDigest(weekly, at('2026-11-30T18:30:00Z'))).toMatchObject({
      key: 'digest:weekly:2026-11-30',
      from: at('2026-11-30T00:00:00Z'),
      to: at('2026-12-07T00:00:00Z'),
    });
    const monthly: DigestSettings = { frequency: 'monthly', hour: 8, timeZone: 'UTC' };
    expect(dueDigest(monthly, at('2026-12-01T08:00:00Z'))).toMatchObject({
      key: 'digest:monthly:2026-12-01',
      to: at('2027-01-01T00:00:00Z'),
    });
    expect(dueDigest(monthly, at('2026-12-02T08:00:00Z'))).toBeNull();
  });
});

describe('nextDigest', () => {
  it("is today's before the hour, tomorrow's after it", () => {
    expect(nextDigest(daily, at('2026-11-28T05:00:00Z')).key).toBe('digest:daily:2026-11-28');
    expect(nextDigest(daily, at('2026-11-28T12:00:00Z')).key).toBe('digest:daily:2026-11-29');
    expect(
      nextDigest({ frequency: 'weekly', hour: 7, timeZone: 'UTC' }, at('2026-11-28T12:00:00Z')).key,
    ).toBe('digest:weekly:2026-11-30');
  });
});
