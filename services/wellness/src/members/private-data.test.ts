import { sql } from 'drizzle-orm';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupWellnessApi } from '../testing/wellness-api';

const FAMILY = 9701;
const admin: Caller = { userId: 31, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 32, familyId: FAMILY, role: 'parent', plan: 'annual' };
const teen: Caller = { userId: 33, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 39, familyId: 9702, role: 'admin', plan: 'annual' };

const api = setupWellnessApi();
const { as } = api;
const checkin = {
  overallFeeling: 5,
  sleepQuality: 5,
  anxiety: 5,
  depression: 5,
  focus: 5,
  date: '2026-11-20',
};

interface ExportTables {
  tables: Record<string, Record<string, unknown>[]>;
}
const exportOf = async (by: Caller) =>
  ((await as(by).get('/internal/export').expect(200)).body as ExportTables).tables;

beforeAll(() => {
  api.families.set(FAMILY, [
    reach(31, 'Alex', 'admin'),
    reach(32, 'Pat', 'parent'),
    reach(33, 'Tess', 'child'),
  ]);
  api.families.set(9702, [reach(39, 'Other', 'admin')]);
});

beforeEach(async () => {
  for (const table of [
    'journal_entry_shares',
    'journal_entries',
    'mental_health_checkin_shares',
    'mental_health_checkins',
  ])
    await api.db().execute(sql`delete from ${sql.identifier('wellness')}.${sql.identifier(table)}`);
  const teenEntry = await as(teen)
    .post('/api/journal-entries')
    .send({ title: 'Teen secret', content: 'Only mine', date: '2026-11-20' })
    .expect(201);
  await as(teen)
    .put(`/api/journal-entries/${teenEntry.body.id}/shares`)
    .send({ memberIds: [32] })
    .expect(200);
  await as(admin)
    .post('/api/journal-entries')
    .send({ title: 'Admin note', content: 'Mine', date: '2026-11-20' })
    .expect(201);
  await as(teen)
    .post('/api/mental-health-checkins')
    .send({ ...checkin, responses: [{ prompt: 'Q', answer: 'Teen answer' }] })
    .expect(200);
  await as(teen)
    .put('/api/mental-health-checkins/shares')
    .send({ viewerIds: [32] })
    .expect(200);
  await as(admin)
    .post('/api/mental-health-checkins')
    .send({ ...checkin, overallFeeling: 9 })
    .expect(200);
});

describe('the export of private writing', () => {
  it('holds the exporting member’s own entries and check-ins, opened, and nobody else’s', async () => {
    const adminExport = await exportOf(admin);
    expect(adminExport.journal_entries.map((e) => e.title)).toEqual(['Admin note']);
    expect(adminExport.mental_health_checkins.map((c) => c.overallFeeling)).toEqual([9]);
    expect(adminExport.mental_health_checkin_shares).toEqual([]);
    expect(adminExport).not.toHaveProperty('journal_entry_shares');
    expect(JSON.stringify(adminExport)).not.toMatch(/Teen secret|Only mine|Teen answer|enc:v1/);

    // The parent it was shared with still exports only their own (none).
    const parentExport = await exportOf(parent);
    expect(parentExport.journal_entries).toEqual([]);
    expect(parentExport.mental_health_checkins).toEqual([]);
    expect(JSON.stringify(parentExport)).not.toMatch(/Teen secret|Teen answer/);

    const teenExport = await exportOf(teen);
    expect(teenExport.journal_entries).toEqual([
      expect.objectContaining({
        title: 'Teen secret',
        content: 'Only mine',
        isPrivate: false,
        sharedWith: [32],
      }),
    ]);
    expect(teenExport.mental_health_checkins).toEqual([
      expect.objectContaining({ responses: [{ prompt: 'Q', answer: 'Teen answer' }] }),
    ]);
    expect(teenExport.mental_health_checkin_shares).toEqual([{ ownerId: 33, viewerId: 32 }]);

    const strangerExport = await exportOf(stranger);
    expect(strangerExport.journal_entries).toEqual([]);
    expect(strangerExport.mental_health_checkins).toEqual([]);
  });

  it('is gone with the member: removal deletes their entries, check-ins and every share', async () => {
    const res = await as(admin).post(`/internal/members/${teen.userId}/removed`).expect(200);
    expect(res.body.changed).toMatchObject({
      journal_entries: 1,
      mental_health_checkins: 1,
      mental_health_checkin_shares: 1,
    });
    const left = await api.db().execute(
      // count(*) is a bigint: PostgreSQL's driver answers it as a string, PGlite as a number; ::int is both.
      sql`select (select count(*)::int from wellness.journal_entries where user_id = 33) as entries,
                 (select count(*)::int from wellness.journal_entry_shares) as entry_shares,
                 (select count(*)::int from wellness.mental_health_checkins where user_id = 33) as checkins`,
    );
    expect((left as unknown as { rows: Record<string, unknown>[] }).rows[0]).toEqual({
      entries: 0,
      entry_shares: 0,
      checkins: 0,
    });
    // The admin's own stay.
    expect((await exportOf(admin)).journal_entries).toHaveLength(1);
    // The parent leaving makes an entry shared only with them private again.
    const adminEntry = (
      await as(admin)
        .post('/api/journal-entries')
        .send({ title: 'For Pat', content: 'x', date: '2026-11-21' })
        .expect(201)
    ).body as { id: number };
    await as(admin)
      .put(`/api/journal-entries/${adminEntry.id}/shares`)
      .send({ memberIds: [32] })
      .expect(200);
    const parentGone = await as(admin).post(`/internal/members/${parent.userId}/removed`).expect(200);
    expect(parentGone.body.changed).toMatchObject({
      journal_entry_shares: 1,
      journal_entries_private_again: 1,
    });
    expect((await as(admin).get(`/api/journal-entries/${adminEntry.id}`).expect(200)).body).toMatchObject({
      isPrivate: true,
      sharedWith: [],
    });
    // A member removing themself (account deletion) is allowed too.
    await as(admin).post(`/internal/members/${admin.userId}/removed`).expect(200);
    expect((await exportOf(admin)).journal_entries).toEqual([]);
  });

  it('is gone with the family: its deletion (the admin deleting their account) reaches every table, no other family', async () => {
    await as(stranger)
      .post('/api/journal-entries')
      .send({ title: 'Elsewhere', content: 'Other family', date: '2026-11-20' })
      .expect(201);
    const deleted = await as(admin).delete(`/internal/families/${FAMILY}`).expect(200);
    expect(deleted.body.deleted).toMatchObject({
      journal_entries: 2,
      journal_entry_shares: 1,
      mental_health_checkins: 2,
      mental_health_checkin_shares: 1,
    });
    const left = await api.db().execute(
      sql`select family_id, count(*)::int as n from (
            select family_id from wellness.journal_entries
            union all select family_id from wellness.journal_entry_shares
            union all select family_id from wellness.mental_health_checkins
            union all select family_id from wellness.mental_health_checkin_shares) as rows
          group by family_id order by family_id`,
    );
    expect((left as unknown as { rows: Record<string, unknown>[] }).rows).toEqual([
      { family_id: stranger.familyId, n: 1 },
    ]);
  });
});
