// Wellness's day view as a family's medication history grows (issue #12: today's medications for a family with
// 200 medications and 50,000 logs, p95 ≤ 50 ms). It runs the wellness service alone on an in-memory PGlite and
// calls it over HTTP as the gateway would (signed caller), so the figure is the service's own cost: the gateway adds
// its proxy hop on top (see bench/api.mjs for that hop). Medications are added through the API (their names are
// encrypted like any family's); the 50,000 past doses are written with one SQL statement, which is what 250 days of
// logging would leave behind.
import { sql } from 'drizzle-orm';
import { startServiceAlone } from './lib/service-alone.mjs';
import { load } from './lib/stats.mjs';

const FAMILY = 1;
const caller = { userId: 1, familyId: FAMILY, role: 'admin', plan: 'annual' };
// The family as the directory stand-in answers it: two parents, two children, no quiet hours.
const MEMBERS = [1, 2, 3, 4].map((id) => ({
  id,
  name: `Member ${id}`,
  role: id <= 2 ? 'parent' : 'child',
  canViewFinances: false,
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
}));

export async function wellnessBench() {
  const service = await startServiceAlone('wellness', caller, {
    members: async () => MEMBERS,
    alerts: { raise: async () => ({ alerts: [] }), clear: async () => ({ cleared: 0 }) },
  });
  const { db, engine, call } = service;
  try {
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 260 * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 200; i += 1)
      await call('POST', '/api/medications', {
        userId: (i % 4) + 1,
        name: `Medication ${i}`,
        dosage: `${(i % 5) + 1}00 mg`,
        frequency: i % 10 === 0 ? 'weekly' : 'daily',
        timeOfDay: ['morning'],
        daysOfWeek: ['monday', 'thursday'],
        startDate: start,
        instructions: i % 3 === 0 ? 'With food' : null,
      });
    // 200 medications × 250 past days = 50,000 doses, one per medication and day.
    await db.execute(sql`
      insert into wellness.medication_logs (family_id, medication_id, dose_date, time_of_day, taken_at, taken_by_user_id)
      select ${FAMILY}, m.id, (current_date - d), 'morning', (current_date - d) + time '08:10', 1
      from wellness.medications m cross join generate_series(1, 250) d`);
    // Today: half of them given already.
    await db.execute(sql`
      insert into wellness.medication_logs (family_id, medication_id, dose_date, time_of_day, taken_at, taken_by_user_id)
      select ${FAMILY}, m.id, current_date, 'morning', now(), 2 from wellness.medications m where m.id % 2 = 0`);
    const path = `/api/medications/today?date=${today}&limit=200`;
    const first = await call('GET', path);
    if (first.items.length !== 200) throw new Error(`expected 200 medications, got ${first.items.length}`);
    await load(() => call('GET', path), { total: 50, concurrency: 4 }); // warm-up
    const cpuBefore = process.cpuUsage();
    const single = await load(() => call('GET', path), { total: 100, concurrency: 1 });
    const cpu = process.cpuUsage(cpuBefore);
    // CPU time per call (client and service share this process): a figure a busy machine does not inflate.
    single.cpuMsPerCall = +((cpu.user + cpu.system) / 1000 / single.requests).toFixed(1);
    const figures = await load(() => call('GET', path), { total: 300, concurrency: 10 });
    console.log(
      `\nWellness: GET /api/medications/today (200 medications, 50,000+ logs, one page; the service over HTTP, ${engine})`,
    );
    console.table({ 'one at a time': single, '10 at once': figures });
    console.log('Budget (issue #12): p95 ≤ 50 ms.');
  } finally {
    await service.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await wellnessBench();
