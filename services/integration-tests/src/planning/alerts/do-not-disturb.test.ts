import type { Alert, RaiseAlertsBody } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { signedClient } from '@familyhub/server-kit/testing';
// Planning asks a running identity service who is in the family (the recipients of a raise).
import { addMember, signUpFamily, startIdentityServer } from '@familyhub/identity-service/testing';
import {
  cachedDoNotDisturb,
  setupPlanningApi,
  SETUP_TIMEOUT_MS,
  wellnessDoNotDisturb,
  type DoNotDisturbSpan,
} from '@familyhub/planning-service/testing';

type Identity = Awaited<ReturnType<typeof startIdentityServer>>;

// What wellness would say of each member (by user id): in do-not-disturb me time since … until …, or not.
const inMeTime = new Map<number, DoNotDisturbSpan>();
const asked: number[] = [];
const { as } = setupPlanningApi({
  doNotDisturb: async (caller) => {
    asked.push(caller.userId);
    return inMeTime.get(caller.userId) ?? null;
  },
});

let identity: Identity;
let parent: Caller;
let child: Caller;
const previousIdentityUrl = process.env.IDENTITY_URL;

beforeAll(async () => {
  identity = await startIdentityServer();
  process.env.IDENTITY_URL = identity.url;
  parent = (await signUpFamily(identity.app, { familyName: 'Me time family' })).caller;
  child = (await addMember(identity.app, parent, { role: 'child', name: 'Kim' })).caller;
  for (const member of [parent, child]) {
    const path = `/api/users/${member.userId}/notification-preferences`;
    const current = (await signedClient(identity.app, member).get(path).expect(200)).body as object;
    await signedClient(identity.app, member)
      .post(path)
      .send({ ...current, quietHoursEnabled: false })
      .expect(200);
  }
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  process.env.IDENTITY_URL = previousIdentityUrl;
  await identity.close();
}, SETUP_TIMEOUT_MS);

let nextId = 100;
async function raise(overrides: Partial<RaiseAlertsBody> = {}) {
  nextId += 1;
  await as(parent)
    .post('/internal/alerts')
    .send({
      domain: 'school',
      dedupeKey: `homework-due:${nextId}`,
      recipientIds: [parent.userId, child.userId],
      title: `Homework ${nextId} due`,
      priority: 'normal',
      target: { type: 'homework', id: nextId },
      ...overrides,
    })
    .expect(200);
  return `Homework ${nextId} due`;
}
const titles = async (of: Caller, status = 'active') =>
  ((await as(of).get(`/api/users/${of.userId}/alerts?status=${status}`).expect(200)).body as Alert[]).map(
    (a) => a.title,
  );

describe("alerts during a member's do-not-disturb me time", () => {
  it('holds the normal alerts that came since it began, shows urgent ones, and releases the rest when it ends', async () => {
    const before = await raise();
    await new Promise((resolve) => setTimeout(resolve, 5));
    inMeTime.set(child.userId, { since: new Date(), until: new Date(Date.now() + 3_600_000) });
    const during = await raise();
    const urgent = await raise({ priority: 'urgent' });

    const kim = await titles(child);
    expect(kim).toContain(before);
    expect(kim).toContain(urgent);
    expect(kim).not.toContain(during);
    // Only the member in me time is held; the dismissed list is never narrowed.
    expect(await titles(parent)).toEqual(expect.arrayContaining([before, during, urgent]));
    expect(asked).toContain(child.userId);

    inMeTime.delete(child.userId);
    expect(await titles(child)).toEqual(expect.arrayContaining([before, during, urgent]));
  });
});

describe('the wellness lookup', () => {
  it('takes a member as reachable when wellness is down, and asks again only after the cache time', async () => {
    let now = 0;
    let calls = 0;
    const lookup = cachedDoNotDisturb(
      async () => {
        calls += 1;
        throw new Error('connect ECONNREFUSED');
      },
      15_000,
      () => now,
    );
    await expect(lookup(child)).resolves.toBeNull();
    await expect(lookup(child)).resolves.toBeNull();
    expect(calls).toBe(1);
    now = 15_000;
    await expect(lookup(child)).resolves.toBeNull();
    expect(calls).toBe(2);
  });

  it('turns an answer into a span, per member', async () => {
    const lookup = cachedDoNotDisturb(async (caller) =>
      caller.userId === child.userId
        ? { since: '2026-11-23T09:00:00.000Z', until: '2026-11-23T10:00:00.000Z' }
        : { since: null, until: null },
    );
    await expect(lookup(child)).resolves.toEqual({
      since: new Date('2026-11-23T09:00:00.000Z'),
      until: new Date('2026-11-23T10:00:00.000Z'),
    });
    await expect(lookup(parent)).resolves.toBeNull();
  });

  it('answers quickly with nobody held when the wellness service does not answer at all', async () => {
    const previous = process.env.WELLNESS_URL;
    process.env.WELLNESS_URL = 'http://127.0.0.1:9';
    try {
      const started = Date.now();
      await expect(wellnessDoNotDisturb('k'.repeat(64))(child)).resolves.toBeNull();
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      if (previous === undefined) delete process.env.WELLNESS_URL;
      else process.env.WELLNESS_URL = previous;
    }
  });
});
