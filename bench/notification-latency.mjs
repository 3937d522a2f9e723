// How soon an urgent item reaches its channel (issue #30: p95 ≤ 5 s after its trigger): a domain raises an urgent
// alert (POST /internal/alerts on planning, as wellness does for a missed dose), planning hands it to identity, and
// identity emails it — measured to the moment a real SMTP server (smtp-server) has the whole message. identity and
// planning run in this process on databases of their own (PostgreSQL when DATABASE_URL is set or the local server
// answers, else embedded PGlite). LATENCY_ALERTS (100) alerts, one every 100 ms.
import net from 'node:net';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { startServiceAlone } from './lib/service-alone.mjs';
import { percentile } from './lib/stats.mjs';

process.env.LOG_LEVEL ??= 'error';
const ALERTS = Number(process.env.LATENCY_ALERTS ?? 100);
const GOAL_P95_MS = 5_000;

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

export async function notificationLatencyBench() {
  if (!process.env.DATABASE_URL && (await postgresAnswers())) {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  }
  const arrived = new Map();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const subject = /^Subject: FamilyHub: Dose (\d+) missed$/m.exec(head);
        if (subject) arrived.set(Number(subject[1]), performance.now());
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const caller = { userId: 1, familyId: 1, role: 'admin', plan: 'annual' };
  const identity = await startServiceAlone('identity', caller, {
    demo: { enabled: false, username: 'demo' },
    operator: null,
    notifications: {
      smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
      mailFrom: 'FamilyHub <hub@localhost>',
      publicUrl: 'http://localhost:4200',
    },
  });
  process.env.IDENTITY_URL = identity.url;
  const planning = await startServiceAlone('planning', caller);
  try {
    await identity.db.execute(sql`insert into identity.families (id, name) values (1, 'Latency family')`);
    await identity.db.execute(sql`
      insert into identity.users (id, family_id, username, password_hash, name, email, role)
      values (1, 1, 'alex', 'x', 'Alex', 'alex@example.test', 'admin')`);
    await identity.db.execute(sql`
      insert into identity.notification_preferences (user_id, quiet_hours_enabled, push_enabled)
      values (1, false, false)`);

    const raisedAt = new Map();
    for (let i = 0; i < ALERTS; i += 1) {
      raisedAt.set(i, performance.now());
      await planning.call('POST', '/internal/alerts', {
        domain: 'wellness',
        dedupeKey: `dose-missed:${i}`,
        recipientIds: [1],
        title: `Dose ${i} missed`,
        priority: 'urgent',
        target: { type: 'medication', id: 1 },
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const until = performance.now() + 30_000;
    while (arrived.size < ALERTS && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const latencies = [...arrived].map(([i, at]) => at - raisedAt.get(i)).sort((a, b) => a - b);
    console.log(
      `\nUrgent notifications: ${ALERTS} missed-dose alerts raised one every 100 ms, each to its email ` +
        `(${identity.engine}, identity and planning in one process, a real SMTP server); goal: p95 ≤ ${GOAL_P95_MS} ms`,
    );
    const p95 = percentile(latencies, 95);
    console.table({
      'raised → email received': {
        delivered: `${arrived.size}/${ALERTS}`,
        'p50 ms': Math.round(percentile(latencies, 50)),
        'p95 ms': Math.round(p95),
        'max ms': Math.round(latencies.at(-1) ?? NaN),
        goal: arrived.size === ALERTS && p95 <= GOAL_P95_MS ? 'met' : 'MISSED',
      },
    });
  } finally {
    await planning.stop();
    await identity.stop();
    smtp.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await notificationLatencyBench();
