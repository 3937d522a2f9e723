#!/usr/bin/env node
// Seeds the demo family through the gateway's public API, as a person would: sign up, add the
// family, add tasks. Run alone: `node scripts/seed-demo.mjs [http://localhost:4200]`.
// `npm start` runs it once per data directory (marker file `<FAMILYHUB_DATA_DIR>/demo-seeded`).
import { pathToFileURL } from 'node:url';

export const DEMO_PASSWORD = 'familyhub-demo';

export const demoAdmin = {
  username: 'demo',
  password: DEMO_PASSWORD,
  name: 'Alex Rivera',
  email: 'demo@familyhub.local',
  familyName: 'The Rivera Family',
};

export const demoMembers = [
  {
    username: 'sam',
    password: DEMO_PASSWORD,
    name: 'Sam Rivera',
    email: 'sam@familyhub.local',
    role: 'parent',
    color: '#6366F1',
  },
  { username: 'mia', password: DEMO_PASSWORD, name: 'Mia', role: 'child', color: '#EC4899' },
  { username: 'leo', password: DEMO_PASSWORD, name: 'Leo', role: 'child', color: '#10B981' },
];

/** Who can sign in once the family is seeded (for banners and tests). */
export const demoAccounts = [
  { name: demoAdmin.name, username: demoAdmin.username, password: DEMO_PASSWORD, role: 'admin' },
  ...demoMembers.map((m) => ({ name: m.name, username: m.username, password: DEMO_PASSWORD, role: m.role })),
];

function inDays(days) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The demo tasks; `assignee` is a username. */
function demoTasks() {
  return [
    {
      title: 'Renew the car insurance',
      description: 'Compare the two quotes in the email first.',
      priority: 'high',
      dueDate: inDays(4),
      assignee: 'demo',
    },
    {
      title: "Plan Mia's birthday party",
      description: 'Guest list, cake and a rainy-day backup.',
      priority: 'high',
      dueDate: inDays(12),
      assignee: 'sam',
    },
    { title: 'Tidy your bedroom', priority: 'medium', dueDate: inDays(1), assignee: 'mia' },
    { title: 'Practise piano for 20 minutes', priority: 'low', dueDate: inDays(0), assignee: 'mia' },
    {
      title: 'Finish the science project poster',
      description: 'Volcano model: label every layer.',
      priority: 'high',
      dueDate: inDays(3),
      assignee: 'leo',
    },
    { title: 'Feed the fish', priority: 'low', dueDate: inDays(-1), assignee: 'leo', completed: true },
    { title: 'Book dentist check-ups for everyone', priority: 'medium', dueDate: inDays(14) },
  ];
}

class SeedError extends Error {}

/** A tiny cookie-keeping client for the gateway (sends the CSRF header every call needs). */
function apiClient(baseUrl) {
  let cookie;
  async function call(method, path, body) {
    const headers = { 'x-requested-with': 'FamilyHub', accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('fh_session='));
    if (session) cookie = session.split(';')[0];
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json, text };
  }
  async function expectOk(method, path, body) {
    const res = await call(method, path, body);
    if (res.status < 200 || res.status > 299)
      throw new SeedError(`${method} ${path} answered ${res.status}: ${res.text}`);
    return res.body;
  }
  return { call, expectOk };
}

function listOf(body, key) {
  if (Array.isArray(body)) return body;
  if (body && Array.isArray(body[key])) return body[key];
  return [];
}

/**
 * Creates the Rivera family (admin `demo`, parent `sam`, children `mia` and `leo`) and a handful of
 * tasks. Safe to run again: an existing account is signed in to, existing members and tasks are kept.
 */
export async function seedDemoFamily({ baseUrl, log = () => {} }) {
  const api = apiClient(baseUrl);

  const signUp = await api.call('POST', '/api/auth/sign-up', demoAdmin);
  if (signUp.status === 409) {
    log('the demo admin exists already; signing in');
    await api.expectOk('POST', '/api/auth/sign-in', {
      username: demoAdmin.username,
      password: demoAdmin.password,
    });
  } else if (signUp.status !== 201 && signUp.status !== 200) {
    throw new SeedError(`sign-up of the demo admin answered ${signUp.status}: ${signUp.text}`);
  }

  const members = listOf(await api.expectOk('GET', '/api/users'), 'users');
  const idOf = new Map(members.map((m) => [m.username, m.id]));
  for (const member of demoMembers) {
    if (idOf.has(member.username)) continue;
    const created = await api.expectOk('POST', '/api/users', member);
    idOf.set(member.username, created.id);
    log(`added ${member.name} (${member.role})`);
  }

  const existing = listOf(await api.expectOk('GET', '/api/tasks'), 'tasks');
  let tasks = 0;
  if (existing.length === 0) {
    for (const { assignee, ...task } of demoTasks()) {
      await api.expectOk('POST', '/api/tasks', {
        ...task,
        assignedToId: assignee ? idOf.get(assignee) : undefined,
      });
      tasks += 1;
    }
    log(`added ${tasks} tasks`);
  }

  await api.call('POST', '/api/auth/sign-out');
  return { members: idOf.size, tasks };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 4200}`;
  seedDemoFamily({ baseUrl, log: (m) => console.log(`seed: ${m}`) }).then(
    (r) => console.log(`seed: the Rivera family is ready (${r.members} members) at ${baseUrl}`),
    (err) => {
      console.error(`seed: ${err.message}`);
      process.exit(1);
    },
  );
}
