import { createEventBody, eventWindowQuery } from '@familyhub/contracts';
import { cachedZoneCount, MAX_CACHED_ZONES, wallClockAt } from './zoned-time';

// Issue #10 item 7: case variants of one zone name must not grow planning's memory.
describe('time-zone names', () => {
  it('are canonical once the contract has read them', () => {
    const body = createEventBody.parse({
      title: 'Swim',
      startAt: '2027-01-01T09:00:00Z',
      timeZone: 'eUrOpE/pArIs',
    });
    expect(body.timeZone).toBe('Europe/Paris');
    expect(eventWindowQuery.parse({ tz: 'US/Pacific' }).tz).toBe('America/Los_Angeles');
    expect(eventWindowQuery.safeParse({ tz: `Europe/${'x'.repeat(100)}` }).success).toBe(false);
  });

  it('keep the formatter cache bounded whatever spellings reach it', () => {
    const variants = Array.from({ length: 1000 }, (_, i) =>
      [...'america/new_york'].map((c, j) => ((i >> (j % 10)) & 1 ? c.toUpperCase() : c)).join(''),
    );
    const noon = Date.UTC(2027, 0, 1, 12);
    for (const zone of new Set(variants)) expect(wallClockAt(noon, zone).timeMs).toBe(7 * 3600 * 1000);
    expect(cachedZoneCount()).toBeLessThanOrEqual(MAX_CACHED_ZONES);
  });
});
