// The family digest at the size issue #30 names: 10,000 families (an admin with the daily digest on and a child
// each), on PostgreSQL (DATABASE_URL, else the local server at 127.0.0.1:5432 when it answers, else embedded PGlite).
// identity, planning, school, home and money run in this process, each on a database of its own, called over HTTP
// as in production; each family has two events, two open tasks and a bill today. Prints how long identity's
// `notification-digest` run takes to compose and queue every digest (goal ≤ 60 s) and the process's memory while
// it runs (flat: it reads members a page at a time and asks the domains 500 families a call), then how fast the
// queued emails go out to the operator's outbox (watched until the queue is empty, at most DIGEST_SEND_SECONDS, 300).
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { startServiceAlone } from './lib/service-alone.mjs';

// 'error': dropping the bench's databases at the end ends their idle connections, which is not news.
process.env.LOG_LEVEL ??= 'error';
const FAMILIES = Number(process.env.DIGEST_FAMILIES ?? 10_000);
const SEND_SECONDS = Number(process.env.DIGEST_SEND_SECONDS ?? 300);
const GOAL_S = 60;
const HOUR = 7;
const today = new Date().toISOString().slice(0, 10);
const now = new Date(`${today}T0${HOUR}:05:00Z`);

async function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = net.connect(5432, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function notificationDigestBench() {
  if (!process.env.DATABASE_URL && (await postgresAnswers())) {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  }
  const caller = { userId: 1, familyId: 1, role: 'admin', plan: 'annual' };
  const domains = {};
  for (const name of ['planning', 'school', 'home', 'money', 'wellness']) {
    domains[name] = await startServiceAlone(name, caller);
    process.env[`${name.toUpperCase()}_URL`] = domains[name].url;
  }
  const identity = await startServiceAlone('identity', caller, {
    demo: { enabled: false, username: 'demo' },
    operator: null,
    notifications: {
      mailFrom: 'FamilyHub <hub@localhost>',
      publicUrl: 'http://localhost:4200',
      clock: () => now,
    },
  });
  try {
    const filled = performance.now();
    await identity.db.execute(sql`
      insert into identity.families (id, name) select g, 'Family ' || g from generate_series(1, ${FAMILIES}) g`);
    await identity.db.execute(sql`
      insert into identity.users (id, family_id, username, password_hash, name, email, role)
      select g, 1 + (g - 1) / 2, 'member' || g, 'x', case when g % 2 = 1 then 'Alex ' else 'Kim ' end || g,
             'member' || g || '@example.test', case when g % 2 = 1 then 'admin' else 'child' end
      from generate_series(1, ${FAMILIES * 2}) g`);
    await identity.db.execute(sql`
      insert into identity.notification_preferences (user_id, digest_enabled, digest_frequency, digest_hour, time_zone,
        push_enabled, quiet_hours_enabled)
      select g, true, 'daily', ${HOUR}, 'UTC', false, false from generate_series(1, ${FAMILIES * 2}) g`);
    await domains.planning.db.execute(sql`
      insert into planning.events (family_id, title, start_at, end_at, owner_id)
      select f, e.title, ${`${today}T0${HOUR}:00:00Z`}::timestamptz + e.hours * interval '1 hour',
             ${`${today}T0${HOUR}:00:00Z`}::timestamptz + (e.hours + 1) * interval '1 hour', 2 * f - 1
      from generate_series(1, ${FAMILIES}) f, (values ('Dentist', 2), ('Swimming', 9)) e(title, hours)`);
    await domains.planning.db.execute(sql`
      insert into planning.tasks (family_id, title, due_date, assigned_to_id, created_by_id)
      select f, t.title, ${today}::date, case when t.child then 2 * f else 2 * f - 1 end, 2 * f - 1
      from generate_series(1, ${FAMILIES}) f, (values ('Pay the piano teacher', false), ('Pack the swim bag', true)) t(title, child)`);
    await domains.money.db.execute(sql`
      insert into money.bills (family_id, title, amount_cents, due_date, is_recurring)
      select f, 'Electricity', 8420, ${today}::date, false from generate_series(1, ${FAMILIES}) f`);
    for (const db of [identity.db, domains.planning.db, domains.money.db]) await db.execute(sql`analyze`);
    console.log(
      `\nDigest: ${FAMILIES.toLocaleString('en')} families, ${(FAMILIES * 2).toLocaleString('en')} members with the ` +
        `daily digest (${identity.engine}; filled in ${Math.round(performance.now() - filled)} ms); goal: the run ≤ ${GOAL_S} s, flat memory`,
    );

    const samples = [];
    const heap = [];
    // With --expose-gc (npm run bench passes it) the heap is read after a collection: what is live, not garbage.
    const sampler = setInterval(() => {
      globalThis.gc?.();
      samples.push(process.memoryUsage().rss);
      heap.push(process.memoryUsage().heapUsed);
    }, 250);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const result = await identity.app.runDigest();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const peak = Math.max(before, ...samples);
    const mb = (bytes) => `${Math.round(bytes / 1_048_576)} MB`;
    console.table({
      'digest run': {
        members: result.members,
        queued: result.queued,
        seconds: Number(seconds.toFixed(1)),
        'families/s': Math.round(FAMILIES / seconds),
        'RSS before': mb(before),
        'RSS peak': mb(peak),
        [globalThis.gc ? 'live heap peak' : 'heap peak']: mb(Math.max(0, ...heap)),
        goal: seconds <= GOAL_S ? 'met' : 'MISSED',
      },
    });

    // Sending: the run hands the queue to the sender at once (as the job does); the emails go to the operator's
    // outbox (no SMTP_URL). Watched for SEND_SECONDS.
    const sending = performance.now();
    const count = async (state) =>
      Number(
        (
          await identity.db.execute(
            sql`select count(*)::int as n from identity.notification_deliveries where state = ${state}`,
          )
        ).rows[0].n,
      );
    while ((performance.now() - sending) / 1000 < SEND_SECONDS && (await count('pending')) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const sendSeconds = (performance.now() - sending) / 1000;
    const sent = await count('sent');
    console.table({
      'sent to the outbox': {
        emails: sent,
        'still queued': await count('pending'),
        seconds: Number(sendSeconds.toFixed(1)),
        'emails/s': Math.round(sent / sendSeconds),
      },
    });
  } finally {
    await identity.stop();
    for (const domain of Object.values(domains)) await domain.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await notificationDigestBench();
