import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { FamilyMemberReach } from '@familyhub/contracts';
import { REQUEST_ID_HEADER } from './caller';
import { notFound } from './errors';
import { familyMembersClient } from './family-members';
import { createServiceApp, familyCallerOf } from './service';

const KEY = 'family-members-test-key';
const parent = { userId: 3, familyId: 9, role: 'parent' as const, plan: 'annual' as const };
const reach = (id: number, name: string, role: FamilyMemberReach['role']): FamilyMemberReach => ({
  id,
  name,
  role,
  canViewFinances: false,
  quietHours: { enabled: true, start: '22:00', end: '07:00' },
});
const families = new Map<number, FamilyMemberReach[]>([
  [9, [reach(3, 'Pat', 'parent'), reach(4, 'Kim', 'child')]],
  [10, [reach(7, 'Other', 'admin')]],
]);

const seen: { path: string; familyId: number; kind: string; requestId?: string }[] = [];
let server: Server;
const previous = process.env.IDENTITY_URL;

/** Identity's internal route as a service frame: the signature is checked as every real service checks it. */
beforeAll(async () => {
  const app = createServiceApp({
    name: 'identity',
    internalKey: KEY,
    routes(a) {
      a.get('/internal/family-members', (req, res) => {
        const who = familyCallerOf(req);
        seen.push({
          path: req.originalUrl,
          familyId: who.familyId,
          kind: who.kind,
          requestId: req.get(REQUEST_ID_HEADER),
        });
        if (who.familyId === 404) throw notFound('Family');
        res.json(families.get(who.familyId) ?? []);
      });
    },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  process.env.IDENTITY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  process.env.IDENTITY_URL = previous;
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

const members = familyMembersClient(KEY);

describe('familyMembersClient', () => {
  it("lists the caller's family from identity, signed for the member", async () => {
    expect((await members.list(parent)).map((m) => m.name)).toEqual(['Pat', 'Kim']);
    expect(seen).toEqual([
      { path: '/internal/family-members', familyId: 9, kind: 'member', requestId: expect.any(String) },
    ]);
  });

  it("finds a member of the caller's family and nobody of another family", async () => {
    expect(await members.find(parent, 4)).toMatchObject({ id: 4, name: 'Kim', role: 'child' });
    expect(await members.find(parent, 7)).toBeUndefined();
    expect(await members.includes(parent, 3)).toBe(true);
    expect(await members.includes(parent, 7)).toBe(false);
  });

  it('asks for a family with nobody signed in (a job), carrying the request id it is given', async () => {
    const job = { service: 'home', familyId: 10 };
    expect(await members.includes(job, 7, 'req-42')).toBe(true);
    expect(seen).toEqual([
      { path: '/internal/family-members', familyId: 10, kind: 'service', requestId: 'req-42' },
    ]);
  });

  it("turns identity's refusal into its HttpError, and silence into 503", async () => {
    await expect(members.list({ ...parent, familyId: 404 })).rejects.toMatchObject({
      status: 404,
      message: 'Family not found',
    });
    process.env.IDENTITY_URL = 'http://127.0.0.1:9';
    try {
      await expect(members.includes(parent, 3)).rejects.toMatchObject({ status: 503 });
    } finally {
      process.env.IDENTITY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  });
});
