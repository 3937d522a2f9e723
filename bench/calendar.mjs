// How the calendar's per-member costs grow with the family's events: the alert poll every signed-in member makes
// every 30 s (it works out which occurrences start within the hour), the month view, and the private iCal feed.
import { startPlatform, signedInClient } from './lib/platform.mjs';
import { load } from './lib/stats.mjs';

const HOUR = 3_600_000;

/** One event in four repeats weekly, one in four daily; the rest are one-offs spread over the next 60 days. */
function eventBody(i) {
  const start = new Date(Date.now() + ((i * 7919) % (60 * 24)) * HOUR);
  const body = {
    title: `Bench event ${i}`,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + HOUR).toISOString(),
  };
  if (i % 4 === 0) return { ...body, recurrence: 'weekly', recurrenceDays: ['monday', 'thursday'] };
  if (i % 4 === 1) return { ...body, recurrence: 'daily' };
  return body;
}

export async function calendarBench(platform) {
  const { call } = await signedInClient(platform.baseUrl, `cal${Date.now().toString(36)}`);
  const me = await call('GET', '/api/auth/me');
  const feed = await call('POST', '/api/planning/calendar-feed');
  const today = new Date();
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0))
    .toISOString()
    .slice(0, 10);

  console.log(
    "\nGrowth: calendar costs per member as the family's events grow (1 in 4 weekly, 1 in 4 daily)",
  );
  const rows = {};
  let have = 0;
  for (const size of [50, 250, 1000]) {
    while (have < size) {
      await Promise.all(Array.from({ length: 25 }, () => call('POST', '/api/events', eventBody(have++))));
    }
    const alerts = await load(() => call('GET', `/api/users/${me.user.id}/alerts?status=active`), {
      total: 100,
      concurrency: 4,
    });
    const month = await load(() => call('GET', `/api/events?from=${from}&to=${to}`), {
      total: 100,
      concurrency: 4,
    });
    const ics = await load(
      // The feed is public (the token is the credential): no cookie.
      () =>
        fetch(`${platform.baseUrl}${feed.path}`).then(async (r) => {
          if (!r.ok) throw new Error(`GET feed: ${r.status} ${await r.text()}`);
          return r.text();
        }),
      { total: 50, concurrency: 2 },
    );
    rows[`${size} events: alerts poll`] = { p50: alerts.p50, p95: alerts.p95, perSecond: alerts.perSecond };
    rows[`${size} events: month view`] = { p50: month.p50, p95: month.p95, perSecond: month.perSecond };
    rows[`${size} events: iCal feed`] = { p50: ics.p50, p95: ics.p95, perSecond: ics.perSecond };
  }
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const platform = await startPlatform();
  try {
    await calendarBench(platform);
  } finally {
    await platform.stop();
  }
}
