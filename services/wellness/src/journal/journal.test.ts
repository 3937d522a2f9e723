import { sql } from 'drizzle-orm';
import type { JournalEntry, JournalEntryPage } from '@familyhub/contracts';
import { createFieldCipher, rowsOf, type Caller } from '@familyhub/server-kit';
import { TEST_FIELD_KEY } from '@familyhub/server-kit/testing';
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

const storedEntries = async () =>
  rowsOf(await api.db().execute(sql`select * from wellness.journal_entries order by id`));

/** An entry as the service stored it before entries had keys: the field cipher, the author in the context. */
async function insertLegacyEntry(by: Caller, text: { title: string; content: string; tags: string[] }) {
  const cipher = createFieldCipher(TEST_FIELD_KEY, []);
  const seal = (field: string, value: string) =>
    cipher.encrypt(value, `wellness.journal_entries.${field}|family:${by.familyId}|member:${by.userId}`);
  const [row] = rowsOf<{ id: number }>(
    await api.db().execute(sql`
      insert into wellness.journal_entries (family_id, user_id, title, content, tags, date)
      values (${by.familyId}, ${by.userId}, ${seal('title', text.title)}, ${seal('content', text.content)},
              ${seal('tags', JSON.stringify(text.tags))}, '2026-11-18')
      returning id`),
  );
  return row.id;
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
    expect(entry).not.toHaveProperty('encryptionKey');
    const [row] = await storedEntries();
    for (const plain of ['Dear diary', 'band', 'music', 'secret'])
      expect(JSON.stringify(row)).not.toContain(plain);
    // Sealed under the entry's own key, that key stored wrapped by the field key.
    expect(row).toMatchObject({
      title: expect.stringMatching(/^rec:v1:/),
      content: expect.stringMatching(/^rec:v1:/),
      tags: expect.stringMatching(/^rec:v1:/),
      encryption_key: expect.stringMatching(/^enc:v1:/),
    });

    const edited = await as(teen)
      .patch(`${PATH}/${entry.id}`)
      .send({ content: 'Changed my mind' })
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'Dear diary',
      content: 'Changed my mind',
      tags: ['music', 'secret'],
    });
    const [afterEdit] = await storedEntries();
    expect(afterEdit).toMatchObject({ encryption_key: row.encryption_key, title: row.title });
    expect(afterEdit.content).not.toBe(row.content);
    expect(JSON.stringify(afterEdit)).not.toContain('Changed my mind');
    await as(teen).delete(`${PATH}/${entry.id}`).expect(204);
    expect((await list(teen)).items).toEqual([]);
    expect(published).toEqual(['journal', 'journal', 'journal']);
  });

  it('have a key each: the same words are stored apart, and a key or text moved elsewhere does not open', async () => {
    const first = await write(teen, secret);
    const second = await write(teen, secret);
    const mine = await write(sibling, { ...secret, title: 'Mine' });
    const [a, b] = await storedEntries();
    expect(a.encryption_key).not.toBe(b.encryption_key);
    expect(a.content).not.toBe(b.content);
    // The first entry's text under the second's key: the key is not its key.
    await api.db().execute(sql`
      update wellness.journal_entries set encryption_key = ${b.encryption_key as string} where id = ${first.id}`);
    await as(teen).get(`${PATH}/${first.id}`).expect(500);
    // An entry's key and text moved to another member's entry: the key names its author.
    await api.db().execute(sql`
      update wellness.journal_entries
      set title = ${b.title as string}, content = ${b.content as string}, tags = ${b.tags as string},
          encryption_key = ${b.encryption_key as string}
      where id = ${mine.id}`);
    await as(sibling).get(`${PATH}/${mine.id}`).expect(500);
    expect((await as(teen).get(`${PATH}/${second.id}`).expect(200)).body).toMatchObject({
      title: 'Dear diary',
    });
  });

  it('written before entries had keys read as they were, and get a key by their next change or the job', async () => {
    const edited = await insertLegacyEntry(teen, { title: 'Old days', content: 'Before', tags: ['past'] });
    const left = await insertLegacyEntry(teen, { title: 'Older', content: 'Long ago', tags: ['past', 'x'] });
    expect((await list(teen, '?tag=past')).items.map((e) => [e.title, e.content, e.tags])).toEqual([
      ['Older', 'Long ago', ['past', 'x']],
      ['Old days', 'Before', ['past']],
    ]);
    expect((await as(teen).get(`${PATH}/tags`).expect(200)).body).toEqual({ tags: ['past', 'x'] });

    // Its next change seals every field anew under a key of its own; the fields not changed stay as they were.
    const changed = await as(teen).patch(`${PATH}/${edited}`).send({ title: 'New days' }).expect(200);
    expect(changed.body).toMatchObject({ title: 'New days', content: 'Before', tags: ['past'] });
    const [sealedNow, untouched] = await storedEntries();
    expect(sealedNow).toMatchObject({
      content: expect.stringMatching(/^rec:v1:/),
      encryption_key: expect.stringMatching(/^enc:v1:/),
    });
    expect(untouched).toMatchObject({ encryption_key: null, title: expect.stringMatching(/^enc:v1:/) });

    // The field-key-rotation job gives the rest theirs, once.
    expect((await api.app().rotateFieldKeys()).journal).toBe(1);
    expect((await api.app().rotateFieldKeys()).journal).toBe(0);
    for (const row of await storedEntries()) {
      expect(row).toMatchObject({
        title: expect.stringMatching(/^rec:v1:/),
        content: expect.stringMatching(/^rec:v1:/),
        tags: expect.stringMatching(/^rec:v1:/),
        encryption_key: expect.stringMatching(/^enc:v1:/),
      });
      expect(JSON.stringify(row)).not.toMatch(/Old|New days|Before|Long ago|past/);
    }
    expect((await as(teen).get(`${PATH}/${left}`).expect(200)).body).toMatchObject({
      title: 'Older',
      content: 'Long ago',
      tags: ['past', 'x'],
    });
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
