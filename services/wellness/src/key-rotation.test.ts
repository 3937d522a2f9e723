import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CheckinList, JournalEntry } from '@familyhub/contracts';
import { createLiveEvents, familyMembersOf, rowsOf, type Caller } from '@familyhub/server-kit';
import { signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import { createApp } from './app';
import { reach, setupWellnessApi } from './testing/wellness-api';

const FAMILY = 9801;
const teen: Caller = { userId: 41, familyId: FAMILY, role: 'child', plan: 'annual' };
const api = setupWellnessApi();
const { as } = api;
const keyB = randomBytes(32).toString('hex');

const appWith = (fieldKey: string, retiredFieldKeys: string[]) =>
  createApp({
    db: api.db(),
    internalKey: TEST_INTERNAL_KEY,
    fieldKey,
    retiredFieldKeys,
    live: createLiveEvents('wellness'),
    members: familyMembersOf(async (caller) => api.families.get(caller.familyId) ?? []),
    alerts: { raise: async () => ({ alerts: [] }), clear: async () => ({ cleared: 0 }) },
  });

beforeAll(() => api.families.set(FAMILY, [reach(41, 'Tess', 'child')]));

describe('key rotation reaches the journal and the check-ins', () => {
  it('reads them under the new key with the old one retired, and with it gone once re-sealed', async () => {
    const entry = (
      await as(teen)
        .post('/api/journal-entries')
        .send({ title: 'Dear diary', content: 'Nobody knows', tags: ['secret'], date: '2026-11-20' })
        .expect(201)
    ).body as JournalEntry;
    await as(teen)
      .post('/api/mental-health-checkins')
      .send({
        overallFeeling: 4,
        sleepQuality: 4,
        anxiety: 4,
        depression: 4,
        focus: 4,
        responses: [{ prompt: 'Q', answer: 'Tired' }],
        date: '2026-11-20',
      })
      .expect(200);
    await as(teen)
      .post('/api/moods')
      .send({ userId: 41, mood: 'okay', notes: 'Meh', date: '2026-11-20' })
      .expect(201);

    const rotated = appWith(keyB, [TEST_FIELD_KEY]);
    expect(
      (await signedClient(rotated, teen).get(`/api/journal-entries/${entry.id}`).expect(200)).body.title,
    ).toBe('Dear diary');
    expect(await rotated.rotateFieldKeys()).toEqual({ fields: 1, journal: 1, checkins: 1 });
    expect(await rotated.rotateFieldKeys()).toEqual({ fields: 0, journal: 0, checkins: 0 });

    const onlyB = appWith(keyB, []);
    const read = (await signedClient(onlyB, teen).get(`/api/journal-entries/${entry.id}`).expect(200))
      .body as JournalEntry;
    expect(read).toMatchObject({ title: 'Dear diary', content: 'Nobody knows', tags: ['secret'] });
    const checkins = (
      await signedClient(onlyB, teen)
        .get('/api/mental-health-checkins?from=2026-11-01&to=2026-11-30')
        .expect(200)
    ).body as CheckinList;
    expect(checkins.items[0].responses).toEqual([{ prompt: 'Q', answer: 'Tired' }]);
    const stored = JSON.stringify(
      rowsOf(await api.db().execute(sql`select * from wellness.journal_entries`)),
    );
    expect(stored).not.toMatch(/Dear diary|Nobody|secret/);
    // The old key alone no longer opens them (a 500, never ciphertext).
    await signedClient(appWith(TEST_FIELD_KEY, []), teen).get(`/api/journal-entries/${entry.id}`).expect(500);
  });
});
