import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CheckinList, JournalEntry } from '@familyhub/contracts';
import {
  createFieldCipher,
  createLiveEvents,
  familyMembersOf,
  rowsOf,
  type Caller,
} from '@familyhub/server-kit';
import { signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import { createApp } from './app';
import { reach, setupWellnessApi } from './testing/wellness-api';

const FAMILY = 9801;
const teen: Caller = { userId: 41, familyId: FAMILY, role: 'child', plan: 'annual' };
const parent: Caller = { userId: 42, familyId: FAMILY, role: 'parent', plan: 'annual' };
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

beforeAll(() => api.families.set(FAMILY, [reach(41, 'Tess', 'child'), reach(42, 'Pat', 'parent')]));

const stored = async (table: 'journal_entries' | 'mental_health_checkins') =>
  rowsOf(
    await api
      .db()
      .execute(sql`select * from ${sql.identifier('wellness')}.${sql.identifier(table)} order by id`),
  );

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

  it('keeps every entry and check-in readable, those from before the sealing too; entry text is not rewritten', async () => {
    await api.db().execute(sql`delete from wellness.journal_entries`);
    await api.db().execute(sql`delete from wellness.mental_health_checkins`);
    const old = createFieldCipher(TEST_FIELD_KEY, []);
    const entries: { by: Caller; title: string }[] = [];
    for (const [by, n] of [teen, teen, parent, teen, parent].map((c, i) => [c, i] as const)) {
      const body = { title: `Entry ${n}`, content: `Words ${n}`, tags: [`t${n}`], date: `2026-11-1${n}` };
      await as(by).post('/api/journal-entries').send(body).expect(201);
      entries.push({ by, title: body.title });
      await as(by)
        .post('/api/mental-health-checkins')
        .send({
          overallFeeling: n + 1,
          sleepQuality: 2,
          anxiety: 9,
          depression: 8,
          focus: 3,
          date: body.date,
        })
        .expect(200);
    }
    // One of each as stored before this change: the entry under the field key, the check-in's scores plain.
    const legacyContext = (field: string) => `wellness.journal_entries.${field}|family:${FAMILY}|member:41`;
    await api.db().execute(sql`
      insert into wellness.journal_entries (family_id, user_id, title, content, tags, date)
      values (${FAMILY}, 41, ${old.encrypt('Legacy', legacyContext('title'))},
              ${old.encrypt('Old words', legacyContext('content'))}, ${old.encrypt('[]', legacyContext('tags'))},
              '2026-11-01')`);
    await api.db().execute(sql`
      insert into wellness.mental_health_checkins
        (family_id, user_id, overall_feeling, sleep_quality, anxiety, depression, focus, date)
      values (${FAMILY}, 41, 2, 2, 2, 2, 2, '2026-11-01')`);
    const textBefore = (await stored('journal_entries')).slice(0, 5).map((r) => [r.title, r.content, r.tags]);

    const rotated = appWith(keyB, [TEST_FIELD_KEY]);
    expect(await rotated.rotateFieldKeys()).toMatchObject({ journal: 6, checkins: 6 });
    expect(await rotated.rotateFieldKeys()).toMatchObject({ journal: 0, checkins: 0 });
    const entryRows = await stored('journal_entries');
    // The keyed entries' text is as it was: only their keys were re-wrapped.
    expect(entryRows.slice(0, 5).map((r) => [r.title, r.content, r.tags])).toEqual(textBefore);
    const keyBId = createFieldCipher(keyB, []).keyId;
    for (const row of entryRows) expect(row.encryption_key).toMatch(`enc:v1:${keyBId}:`);
    for (const row of await stored('mental_health_checkins')) {
      expect(row).toMatchObject({ overall_feeling: null, anxiety: null, depression: null });
      expect(row.scores).toMatch(`enc:v1:${keyBId}:`);
    }

    // With the old key gone, every entry and check-in opens for its author.
    const onlyB = appWith(keyB, []);
    for (const by of [teen, parent]) {
      const titles = (
        (await signedClient(onlyB, by).get('/api/journal-entries?limit=50').expect(200)).body as {
          items: JournalEntry[];
        }
      ).items.map((e) => e.title);
      expect(titles.sort()).toEqual(
        [
          ...entries.filter((e) => e.by === by).map((e) => e.title),
          ...(by === teen ? ['Legacy'] : []),
        ].sort(),
      );
      const checkins = (
        await signedClient(onlyB, by)
          .get('/api/mental-health-checkins?from=2026-11-01&to=2026-11-30')
          .expect(200)
      ).body as CheckinList;
      expect(checkins.items).toHaveLength(by === teen ? 4 : 2);
      for (const checkin of checkins.items)
        expect(checkin).toMatchObject({
          sleepQuality: 2,
          anxiety: expect.any(Number),
          focus: expect.any(Number),
        });
    }
    const teenCheckins = (
      (
        await signedClient(onlyB, teen)
          .get('/api/mental-health-checkins?from=2026-11-01&to=2026-11-30')
          .expect(200)
      ).body as CheckinList
    ).items.map((c) => [c.date, c.overallFeeling, c.anxiety]);
    expect(teenCheckins).toEqual([
      ['2026-11-01', 2, 2],
      ['2026-11-10', 1, 9],
      ['2026-11-11', 2, 9],
      ['2026-11-13', 4, 9],
    ]);
  });
});
