import { sql } from 'drizzle-orm';
import type { JournalEntry, JournalEntryPage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { reach, setupWellnessApi } from '../testing/wellness-api';

const FAMILY = 9501;
const admin: Caller = { userId: 71, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 72, familyId: FAMILY, role: 'parent', plan: 'annual' };
const teen: Caller = { userId: 73, familyId: FAMILY, role: 'child', plan: 'annual' };
const sibling: Caller = { userId: 74, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 81, familyId: 9502, role: 'admin', plan: 'annual' };

const PATH = '/api/journal-entries';
const api = setupWellnessApi();
const { as } = api;
const published = api.recordPublished(FAMILY);

async function list(by: Caller, query = ''): Promise<JournalEntryPage> {
  return (await as(by).get(`${PATH}${query}`).expect(200)).body as JournalEntryPage;
}

async function write(by: Caller, body: Record<string, unknown>): Promise<JournalEntry> {
  return (await as(by).post(PATH).send(body).expect(201)).body as JournalEntry;
}

const secret = {
  title: 'Dear diary',
  content: 'Nobody knows about the band',
  tags: ['Music', 'secret'],
  date: '2026-11-20',
};

beforeAll(() => {
  api.families.set(FAMILY, [
    reach(71, 'Alex', 'admin'),
    reach(72, 'Pat', 'parent'),
    reach(73, 'Tess', 'child'),
    reach(74, 'Sid', 'child'),
  ]);
  api.families.set(9502, [reach(81, 'Other', 'admin')]);
});
beforeEach(async () => {
  await api.db().execute(sql`delete from wellness.journal_entry_shares`);
  await api.db().execute(sql`delete from wellness.journal_entries`);
  published.length = 0;
});

describe('journal entries', () => {
  it('are written private, stored with no plain text, and changed and deleted by their author', async () => {
    const entry = await write(teen, secret);
    expect(entry).toMatchObject({
      userId: 73,
      title: 'Dear diary',
      tags: ['music', 'secret'],
      isPrivate: true,
      sharedWith: [],
    });
    const raw = await api.db().execute(sql`select * from wellness.journal_entries`);
    const stored = JSON.stringify((raw as unknown as { rows: unknown[] }).rows);
    for (const plain of ['Dear diary', 'band', 'music', 'secret']) expect(stored).not.toContain(plain);
    expect(stored).toMatch(/enc:v1:/);

    const edited = await as(teen)
      .patch(`${PATH}/${entry.id}`)
      .send({ content: 'Changed my mind' })
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'Dear diary',
      content: 'Changed my mind',
      tags: ['music', 'secret'],
    });
    await as(teen).delete(`${PATH}/${entry.id}`).expect(204);
    expect((await list(teen)).items).toEqual([]);
    expect(published).toEqual(['journal', 'journal', 'journal']);
  });

  it('are read by nobody else — not the admin, a parent, a sibling or another family — on every route', async () => {
    const entry = await write(teen, secret);
    for (const other of [admin, parent, sibling, stranger]) {
      expect((await list(other)).items).toEqual([]);
      expect((await list(other, '?shared=true')).items).toEqual([]);
      expect(
        (await as(other).get(`${PATH}/days?from=2026-11-01&to=2026-11-30`).expect(200)).body.days,
      ).toEqual([]);
      expect((await as(other).get(`${PATH}/tags`).expect(200)).body.tags).toEqual([]);
      await as(other).get(`${PATH}/${entry.id}`).expect(404);
      await as(other).patch(`${PATH}/${entry.id}`).send({ title: 'Mine now' }).expect(404);
      await as(other)
        .put(`${PATH}/${entry.id}/shares`)
        .send({ memberIds: [other.userId] })
        .expect(404);
      await as(other).delete(`${PATH}/${entry.id}`).expect(404);
    }
    expect((await as(teen).get(`${PATH}/${entry.id}`).expect(200)).body.title).toBe('Dear diary');
  });

  it('may be shared, read only, with named members of the family, and made private again', async () => {
    const entry = await write(teen, secret);
    await as(teen)
      .put(`${PATH}/${entry.id}/shares`)
      .send({ memberIds: [81] })
      .expect(400);
    const shared = await as(teen)
      .put(`${PATH}/${entry.id}/shares`)
      .send({ memberIds: [72, 73] })
      .expect(200);
    expect(shared.body).toMatchObject({ isPrivate: false, sharedWith: [72] });

    const read = (await as(parent).get(`${PATH}/${entry.id}`).expect(200)).body as JournalEntry;
    expect(read).toMatchObject({ title: 'Dear diary', userId: 73, isPrivate: false, sharedWith: [] });
    expect((await list(parent, '?shared=true')).items.map((e) => e.id)).toEqual([entry.id]);
    expect((await list(parent)).items).toEqual([]);
    // The calendar and the tag filter are the reader's own: the author's days and tags stay out of them.
    expect(
      (await as(parent).get(`${PATH}/days?from=2026-11-01&to=2026-11-30`).expect(200)).body.days,
    ).toEqual([]);
    expect((await as(parent).get(`${PATH}/tags`).expect(200)).body.tags).toEqual([]);
    const readOnly = await as(parent).patch(`${PATH}/${entry.id}`).send({ title: 'x' }).expect(403);
    expect(readOnly.body.error).toBe('forbidden');
    await as(parent).delete(`${PATH}/${entry.id}`).expect(403);
    await as(parent)
      .put(`${PATH}/${entry.id}/shares`)
      .send({ memberIds: [71] })
      .expect(403);

    for (const other of [admin, sibling, stranger]) {
      await as(other).get(`${PATH}/${entry.id}`).expect(404);
      expect((await list(other, '?shared=true')).items).toEqual([]);
    }

    await as(teen).put(`${PATH}/${entry.id}/shares`).send({ memberIds: [] }).expect(200);
    await as(parent).get(`${PATH}/${entry.id}`).expect(404);
    expect((await as(teen).get(`${PATH}/${entry.id}`).expect(200)).body.isPrivate).toBe(true);
  });

  it('lists newest day first with a cursor, filters by tag and dates, and gives the days and tags written', async () => {
    for (let day = 1; day <= 5; day++)
      await write(teen, {
        title: `Day ${day}`,
        content: 'x',
        tags: day % 2 ? ['odd'] : ['even'],
        date: `2026-11-0${day}`,
      });
    await write(admin, { title: 'Admin day', content: 'x', tags: ['odd'], date: '2026-11-03' });
    const first = await list(teen, '?limit=2');
    expect(first.items.map((e) => e.title)).toEqual(['Day 5', 'Day 4']);
    const second = await list(teen, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((e) => e.title)).toEqual(['Day 3', 'Day 2']);
    expect((await list(teen, '?tag=odd')).items.map((e) => e.title)).toEqual(['Day 5', 'Day 3', 'Day 1']);
    const oddPage = await list(teen, '?tag=odd&limit=2');
    expect(oddPage.items.map((e) => e.title)).toEqual(['Day 5', 'Day 3']);
    expect(
      (await list(teen, `?tag=odd&limit=2&cursor=${oddPage.nextCursor}`)).items.map((e) => e.title),
    ).toEqual(['Day 1']);
    expect((await list(teen, '?from=2026-11-02&to=2026-11-03')).items.map((e) => e.title)).toEqual([
      'Day 3',
      'Day 2',
    ]);
    const days = await as(teen).get(`${PATH}/days?from=2026-11-02&to=2026-11-30`).expect(200);
    expect(days.body.days).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    expect((await as(teen).get(`${PATH}/tags`).expect(200)).body.tags).toEqual(['even', 'odd']);
    await as(teen).get(`${PATH}?cursor=not-a-cursor`).expect(400);
  });

  it('refuses what the contract refuses, with its words, and never a public entry', async () => {
    const empty = await as(teen)
      .post(PATH)
      .send({ ...secret, title: '  ' })
      .expect(400);
    expect(empty.body.message).toMatch('Title is required');
    const noText = await as(teen)
      .post(PATH)
      .send({ ...secret, content: '' })
      .expect(400);
    expect(noText.body.message).toMatch('Write something in the entry');
    await as(teen)
      .post(PATH)
      .send({ ...secret, isPrivate: false })
      .expect(400);
    const { id } = await write(teen, secret);
    await as(teen).patch(`${PATH}/${id}`).send({}).expect(400);
    await as(teen).get(`${PATH}/abc`).expect(404);
  });
});
