import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { badRequest, HttpError } from './errors';
import { platformClients } from './platform-clients';
import { createServiceApp, familyCallerOf } from './service';

const KEY = 'platform-clients-test-key';
const member = { userId: 3, familyId: 9, role: 'parent' as const, plan: 'annual' as const };

interface Seen {
  service: string;
  method: string;
  path: string;
  body: unknown;
  who: ReturnType<typeof familyCallerOf>;
}
const seen: Seen[] = [];
const servers: Server[] = [];
const previous = { planning: process.env.PLANNING_URL, identity: process.env.IDENTITY_URL };

/** A service frame that verifies the signature as every real service does and records what arrived. */
async function recordingService(name: string): Promise<string> {
  const app = createServiceApp({
    name,
    internalKey: KEY,
    routes(a) {
      a.use((req, res) => {
        if (req.body?.title === 'refuse me') throw badRequest('Title is required');
        seen.push({
          service: name,
          method: req.method,
          path: req.originalUrl,
          body: req.body,
          who: familyCallerOf(req),
        });
        res.json(name === 'identity' ? [{ id: 3 }] : { answered: req.originalUrl });
      });
    },
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  process.env.PLANNING_URL = await recordingService('planning');
  process.env.IDENTITY_URL = await recordingService('identity');
});
afterAll(async () => {
  process.env.PLANNING_URL = previous.planning;
  process.env.IDENTITY_URL = previous.identity;
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});
beforeEach(() => {
  seen.length = 0;
});

const platform = platformClients(KEY, 'school');
const last = () => seen[seen.length - 1];

describe('platformClients', () => {
  it('raises and clears alerts in planning, signed for the member, with the domain stamped on', async () => {
    await platform.alerts.raise(member, {
      dedupeKey: 'document-due:12',
      recipientIds: [3],
      title: 'Slip due',
      target: { type: 'school-document', id: 12 },
    });
    expect(last()).toMatchObject({
      service: 'planning',
      method: 'POST',
      path: '/internal/alerts',
      body: { domain: 'school', dedupeKey: 'document-due:12', recipientIds: [3] },
      who: { kind: 'member', familyId: 9, member },
    });
    await platform.alerts.clear(member, { target: { type: 'school-document', id: 12 } });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/internal/alerts/clear',
      body: { domain: 'school', target: { type: 'school-document', id: 12 } },
    });
  });

  it("calls for a family with no member signed in as the domain's service caller", async () => {
    const job = platform.forFamily(9);
    expect(job).toEqual({ service: 'school', familyId: 9 });
    await platform.alerts.clear(job, { dedupeKeyPrefix: 'document-due:' });
    expect(last().who).toEqual({ kind: 'service', familyId: 9, service: 'school' });
  });

  it('creates, completes and removes a linked task by its source', async () => {
    await platform.tasks.create(member, {
      title: 'Return the slip',
      source: { type: 'school-document', id: 12 },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/internal/tasks',
      body: { title: 'Return the slip', source: { domain: 'school', type: 'school-document', id: 12 } },
    });
    await platform.tasks.complete(member, { type: 'school-document', id: 12 });
    expect(last()).toMatchObject({
      method: 'PATCH',
      path: '/internal/tasks/by-source/school/school-document/12',
      body: { completed: true },
    });
    await platform.tasks.complete(member, { type: 'school-document', id: 12 }, false);
    expect(last().body).toEqual({ completed: false });
    await platform.tasks.remove(member, { type: 'school-document', id: 12 });
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: '/internal/tasks/by-source/school/school-document/12',
    });
  });

  it("asks identity for the family's members", async () => {
    expect(await platform.members.list(platform.forFamily(9))).toEqual([{ id: 3 }]);
    expect(last()).toMatchObject({ service: 'identity', method: 'GET', path: '/internal/family-members' });
  });

  it("turns the other service's refusal into its HttpError, and silence into 503", async () => {
    const refused = platform.tasks.create(member, {
      title: 'refuse me',
      source: { type: 'homework', id: 1 },
    });
    await expect(refused).rejects.toMatchObject({ status: 400, message: 'Title is required' });
    await expect(refused).rejects.toBeInstanceOf(HttpError);

    const nowhere = platformClients(KEY, 'money');
    process.env.PLANNING_URL = 'http://127.0.0.1:9';
    try {
      await expect(nowhere.alerts.clear(member, { dedupeKey: 'x' })).rejects.toMatchObject({ status: 503 });
    } finally {
      process.env.PLANNING_URL = `http://127.0.0.1:${(servers[0].address() as AddressInfo).port}`;
    }
  });
});
