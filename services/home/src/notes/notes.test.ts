import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Note, NoteList } from '@familyhub/contracts';
import { createLiveEvents, familyMembersOf, rowsOf, type Caller } from '@familyhub/server-kit';
import { signedClient, TEST_FIELD_KEY, TEST_INTERNAL_KEY } from '@familyhub/server-kit/testing';
import { createApp } from '../app';
import { reach, setupHomeApi } from '../testing/home-api';

const FAMILY = 9101;
const admin: Caller = { userId: 51, familyId: FAMILY, role: 'admin', plan: 'annual' };
const mum: Caller = { userId: 52, familyId: FAMILY, role: 'parent', plan: 'annual' };
const dad: Caller = { userId: 53, familyId: FAMILY, role: 'parent', plan: 'annual' };
const teen: Caller = { userId: 54, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 61, familyId: 9102, role: 'admin', plan: 'annual' };

const PATH = '/api/notes';
const api = setupHomeApi();
const { as, families } = api;
const published = api.recordPublished(FAMILY);

beforeAll(() => {
  families.set(FAMILY, [reach(admin, 'Ada'), reach(mum, 'Mia'), reach(dad, 'Dan'), reach(teen, 'Tia')]);
  families.set(stranger.familyId, [reach(stranger, 'Sam')]);
});

async function list(by: Caller, query = ''): Promise<Note[]> {
  return ((await as(by).get(`${PATH}${query}`).expect(200)).body as NoteList).items;
}

async function write(by: Caller, body: Record<string, unknown>): Promise<Note> {
  return (await as(by).post(PATH).send(body).expect(201)).body as Note;
}

async function storedRows(): Promise<Record<string, unknown>[]> {
  return rowsOf<Record<string, unknown>>(await api.db().execute(sql`select * from home.private_notes`));
}

beforeEach(async () => {
  await api.db().execute(sql`delete from home.private_notes`);
  published.length = 0;
});

describe('private notes', () => {
  it('writes, lists, edits and deletes a member’s own note, personal by default, telling open screens', async () => {
    const note = await write(teen, { title: ' Diary ', content: 'Nobody reads this' });
    expect(note).toMatchObject({
      title: 'Diary',
      content: 'Nobody reads this',
      category: 'personal',
      isEncrypted: true,
      ownerId: teen.userId,
      access: 'owner',
      shares: [],
    });
    expect(note).not.toHaveProperty('encryptionKey');
    expect(await list(teen)).toEqual([note]);
    expect((await as(teen).get(`${PATH}/${note.id}`).expect(200)).body).toEqual(note);

    const edited = await as(teen)
      .patch(`${PATH}/${note.id}`)
      .send({ content: 'Still nobody', category: 'gifts' })
      .expect(200);
    expect(edited.body).toMatchObject({ title: 'Diary', content: 'Still nobody', category: 'gifts' });
    await as(teen).delete(`${PATH}/${note.id}`).expect(204);
    expect(await list(teen)).toEqual([]);
    expect(published).toEqual(['notes', 'notes', 'notes']);
  });

  it('stores no note text: title and content sealed under the note’s own key, the key wrapped', async () => {
    await write(mum, { title: 'Wi-Fi password', content: 'hunter2-secret', category: 'passwords' });
    await write(mum, { title: 'Insurance', content: 'Policy 77-1234', category: 'household' });
    const rows = await storedRows();
    expect(rows).toHaveLength(2);
    const dump = JSON.stringify(rows);
    for (const text of ['Wi-Fi', 'hunter2', 'Insurance', 'Policy 77-1234']) expect(dump).not.toContain(text);
    for (const row of rows) {
      expect(row.title).toMatch(/^rec:v1:/);
      expect(row.content).toMatch(/^rec:v1:/);
      expect(row.encryption_key).toMatch(/^enc:v1:/);
      expect(row.is_encrypted).toBe(true);
    }
    expect(rows[0].encryption_key).not.toBe(rows[1].encryption_key);
    // The category stays plain: the list filters by it.
    expect(rows.map((row) => row.category).sort()).toEqual(['household', 'passwords']);
  });

  it('keeps a note from everyone it is not shared with: another member, the family admin, another family', async () => {
    const note = await write(teen, { title: 'Mine', content: 'Only mine' });
    for (const other of [mum, admin, stranger]) {
      expect(await list(other)).toEqual([]);
      await as(other).get(`${PATH}/${note.id}`).expect(404);
      await as(other).patch(`${PATH}/${note.id}`).send({ content: 'x' }).expect(404);
      await as(other).delete(`${PATH}/${note.id}`).expect(404);
      await as(other)
        .put(`${PATH}/${note.id}/shares`)
        .send({ shares: [{ memberId: other.userId, permission: 'edit' }] })
        .expect(404);
    }
    expect((await as(teen).get(`${PATH}/${note.id}`).expect(200)).body.content).toBe('Only mine');
  });

  it('shares a note to read or to edit with chosen members, who see it as shared with them', async () => {
    const note = await write(mum, { title: 'Wi-Fi', content: 'hunter2', category: 'passwords' });
    const shared = await as(mum)
      .put(`${PATH}/${note.id}/shares`)
      .send({
        shares: [
          { memberId: dad.userId, permission: 'edit' },
          { memberId: teen.userId, permission: 'read' },
        ],
      })
      .expect(200);
    expect(shared.body.shares).toEqual([
      { memberId: dad.userId, permission: 'edit' },
      { memberId: teen.userId, permission: 'read' },
    ]);

    // Read share: sees it, cannot change, delete or re-share it.
    const [asTeen] = await list(teen);
    expect(asTeen).toMatchObject({ id: note.id, content: 'hunter2', access: 'read', shares: [] });
    await as(teen).patch(`${PATH}/${note.id}`).send({ content: 'x' }).expect(403);
    await as(teen).delete(`${PATH}/${note.id}`).expect(403);
    await as(teen).put(`${PATH}/${note.id}/shares`).send({ shares: [] }).expect(403);

    // Edit share: changes it, cannot delete or re-share it.
    const edited = await as(dad).patch(`${PATH}/${note.id}`).send({ content: 'hunter3' }).expect(200);
    expect(edited.body).toMatchObject({ content: 'hunter3', access: 'edit', shares: [] });
    await as(dad).delete(`${PATH}/${note.id}`).expect(403);
    await as(dad)
      .put(`${PATH}/${note.id}/shares`)
      .send({ shares: [{ memberId: admin.userId, permission: 'read' }] })
      .expect(403);
    expect((await as(mum).get(`${PATH}/${note.id}`).expect(200)).body.content).toBe('hunter3');

    // The admin, not chosen, still has no way in.
    expect(await list(admin)).toEqual([]);
    await as(admin).get(`${PATH}/${note.id}`).expect(404);

    // Unshared: back to the owner alone.
    await as(mum).put(`${PATH}/${note.id}/shares`).send({ shares: [] }).expect(200);
    expect(await list(dad)).toEqual([]);
    await as(teen).get(`${PATH}/${note.id}`).expect(404);
  });

  it('shares only with other members of the owner’s family, each once', async () => {
    const note = await write(mum, { title: 'Gifts', content: 'Bike for Tia', category: 'gifts' });
    const outsider = await as(mum)
      .put(`${PATH}/${note.id}/shares`)
      .send({ shares: [{ memberId: stranger.userId, permission: 'read' }] })
      .expect(400);
    expect(outsider.body).toMatchObject({
      error: 'bad_request',
      message: 'A note can be shared only with members of your family',
    });
    await as(mum)
      .put(`${PATH}/${note.id}/shares`)
      .send({ shares: [{ memberId: mum.userId, permission: 'read' }] })
      .expect(400);
    const twice = await as(mum)
      .put(`${PATH}/${note.id}/shares`)
      .send({
        shares: [
          { memberId: dad.userId, permission: 'read' },
          { memberId: dad.userId, permission: 'edit' },
        ],
      })
      .expect(400);
    expect(twice.body.message).toMatch('Each member can be chosen once');
    await as(mum)
      .put(`${PATH}/${note.id}/shares`)
      .send({ shares: [{ memberId: dad.userId, permission: 'admin' }] })
      .expect(400);
  });

  it('lists own and shared notes by category, and searches the caller’s own notes only', async () => {
    const gifts = await write(mum, { title: 'Birthday ideas', content: 'Lego for Tia', category: 'gifts' });
    const doctor = await write(mum, { title: 'Doctor', content: 'Allergy: penicillin', category: 'medical' });
    const dads = await write(dad, { title: 'Lego receipts', content: 'In the drawer', category: 'gifts' });
    await as(dad)
      .put(`${PATH}/${dads.id}/shares`)
      .send({ shares: [{ memberId: mum.userId, permission: 'read' }] })
      .expect(200);

    const all = await list(mum);
    expect(all.map((n) => [n.id, n.access])).toEqual([
      [dads.id, 'read'],
      [doctor.id, 'owner'],
      [gifts.id, 'owner'],
    ]);
    expect((await list(mum, '?category=gifts')).map((n) => n.id)).toEqual([dads.id, gifts.id]);
    // "lego" is in Dad's shared note too, but search looks in Mum's own notes only.
    expect((await list(mum, '?q=LEGO')).map((n) => n.id)).toEqual([gifts.id]);
    expect((await list(mum, '?q=allergy%20penicillin')).map((n) => n.id)).toEqual([doctor.id]);
    expect(await list(mum, '?q=nothing-like-this')).toEqual([]);
    await as(mum).get(`${PATH}?category=secrets`).expect(400);
  });

  it('refuses what the contract refuses, with its words, and never takes a key from the client', async () => {
    const empty = await as(mum).post(PATH).send({ title: '  ' }).expect(400);
    expect(empty.body.message).toMatch('Title is required');
    const long = await as(mum)
      .post(PATH)
      .send({ title: 'x'.repeat(201) })
      .expect(400);
    expect(long.body.message).toMatch('Title must be at most 200 characters');
    const made = await write(mum, { title: 'Keyed', encryptionKey: 'mine', isEncrypted: false });
    expect(made.isEncrypted).toBe(true);
    const [row] = await storedRows();
    expect(row.encryption_key).not.toBe('mine');
    await as(mum).patch(`${PATH}/${made.id}`).send({}).expect(400);
    await as(mum).get(`${PATH}/abc`).expect(404);
  });
});

describe('export and member removal reach private notes', () => {
  it('exports a member’s own notes opened, and never another member’s, the admin’s export included', async () => {
    const mine = await write(mum, { title: 'Insurance', content: 'Policy 77-1234', category: 'household' });
    await as(mum)
      .put(`${PATH}/${mine.id}/shares`)
      .send({ shares: [{ memberId: dad.userId, permission: 'read' }] })
      .expect(200);
    await write(teen, { title: 'Crush', content: 'Do not tell' });

    const mums = (await as(mum).get('/internal/export').expect(200)).body;
    expect(mums.tables.private_notes).toEqual([
      expect.objectContaining({
        id: mine.id,
        title: 'Insurance',
        content: 'Policy 77-1234',
        owner_id: mum.userId,
      }),
    ]);
    expect(mums.tables.private_notes[0]).not.toHaveProperty('encryption_key');
    expect(mums.tables.private_note_shares).toEqual([
      { family_id: FAMILY, note_id: mine.id, member_id: dad.userId, permission: 'read' },
    ]);

    const admins = (await as(admin).get('/internal/export').expect(200)).body;
    expect(admins.tables.private_notes).toEqual([]);
    expect(admins.tables.private_note_shares).toEqual([]);
    expect(JSON.stringify(admins)).not.toMatch(/Policy 77-1234|Do not tell|rec:v1:/);
    // Dad holds a share of Mum's note: it is hers, so not in his export.
    expect((await as(dad).get('/internal/export').expect(200)).body.tables.private_notes).toEqual([]);
  });

  it('a member who leaves takes their notes and their shares; shares with them go too', async () => {
    const leaving: Caller = { userId: 55, familyId: FAMILY, role: 'child', plan: 'annual' };
    families.set(FAMILY, [...(families.get(FAMILY) ?? []), reach(leaving, 'Leo')]);
    const theirs = await write(leaving, { title: 'Mine', content: 'x' });
    await as(leaving)
      .put(`${PATH}/${theirs.id}/shares`)
      .send({ shares: [{ memberId: mum.userId, permission: 'read' }] })
      .expect(200);
    const mums = await write(mum, { title: 'Shared with Leo', content: 'y' });
    await as(mum)
      .put(`${PATH}/${mums.id}/shares`)
      .send({
        shares: [
          { memberId: leaving.userId, permission: 'edit' },
          { memberId: dad.userId, permission: 'read' },
        ],
      })
      .expect(200);

    const removed = await as(admin).post(`/internal/members/${leaving.userId}/removed`).expect(200);
    expect(removed.body.changed).toMatchObject({ private_notes: 1, private_note_shares: 2 });
    expect((await list(mum)).map((n) => n.id)).toEqual([mums.id]);
    expect((await as(mum).get(`${PATH}/${mums.id}`).expect(200)).body.shares).toEqual([
      { memberId: dad.userId, permission: 'read' },
    ]);
  });

  it('the family’s deletion (its admin deleting their account) takes every note and share, no other family’s', async () => {
    const mums = await write(mum, { title: 'Insurance', content: 'Policy 77-1234' });
    await as(mum)
      .put(`${PATH}/${mums.id}/shares`)
      .send({ shares: [{ memberId: dad.userId, permission: 'edit' }] })
      .expect(200);
    await write(teen, { title: 'Diary', content: 'Mine' });
    const elsewhere = await write(stranger, { title: 'Elsewhere', content: 'Other family' });

    const deleted = await as(admin).delete(`/internal/families/${FAMILY}`).expect(200);
    expect(deleted.body.deleted).toMatchObject({ private_notes: 2, private_note_shares: 1 });
    const left = rowsOf<{ family_id: number; notes: number; shares: number }>(
      await api.db().execute(
        // count(*) is a bigint: PostgreSQL's driver answers it as a string, PGlite as a number; ::int is both.
        sql`select f.family_id,
                   (select count(*)::int from home.private_notes n where n.family_id = f.family_id) as notes,
                   (select count(*)::int from home.private_note_shares s where s.family_id = f.family_id) as shares
            from (values (${FAMILY}::int), (${stranger.familyId}::int)) as f(family_id) order by 1`,
      ),
    );
    expect(left).toEqual([
      { family_id: FAMILY, notes: 0, shares: 0 },
      { family_id: stranger.familyId, notes: 1, shares: 0 },
    ]);
    expect((await as(stranger).get(`${PATH}/${elsewhere.id}`).expect(200)).body.content).toBe('Other family');
  });
});

describe('key rotation reaches the note keys and the encrypted fields', () => {
  const keyB = randomBytes(32).toString('hex');
  const appWith = (fieldKey: string, retiredFieldKeys: string[]) =>
    createApp({
      db: api.db(),
      internalKey: TEST_INTERNAL_KEY,
      fieldKey,
      retiredFieldKeys,
      live: createLiveEvents('home'),
      members: familyMembersOf(async (caller) => families.get(caller.familyId) ?? []),
    });

  it('reads every note under the new key with the old one retired, and with it gone once re-wrapped', async () => {
    // Written under key A (the harness's key).
    const written = [
      await write(mum, { title: 'Wi-Fi', content: 'hunter2', category: 'passwords' }),
      await write(teen, { title: 'Diary', content: 'Dear diary' }),
      await write(stranger, { title: 'Elsewhere', content: 'Other family' }),
    ];
    const pet = (
      await as(admin).post('/api/pets').send({ name: 'Pip', type: 'cat', microchipId: '900-1' }).expect(201)
    ).body as { id: number };
    const before = await storedRows();

    // Rotated: B is current, A retired. Every note still opens; new notes are written under B.
    const rotated = appWith(keyB, [TEST_FIELD_KEY]);
    for (const note of written) {
      const owner = [mum, teen, stranger].find((c) => c.userId === note.ownerId)!;
      const read = await signedClient(rotated, owner).get(`${PATH}/${note.id}`).expect(200);
      expect(read.body.content).toBe(note.content);
    }
    const fresh = (await signedClient(rotated, mum).post(PATH).send({ title: 'After' }).expect(201))
      .body as Note;

    // The rotation job: every note key not under B, and only those (the text columns are untouched), and the
    // pets' encrypted fields.
    expect(await rotated.rotateFieldKeys()).toEqual({ fields: 1, noteKeys: 3 });
    expect(await rotated.rotateFieldKeys()).toEqual({ fields: 0, noteKeys: 0 });
    const after = await storedRows();
    for (const row of before) {
      const now = after.find((r) => r.id === row.id)!;
      expect(now.encryption_key).not.toBe(row.encryption_key);
      expect(now.content).toBe(row.content);
    }

    // A removed entirely: everything still reads under B alone.
    const onlyB = appWith(keyB, []);
    const mums = (await signedClient(onlyB, mum).get(PATH).expect(200)).body as NoteList;
    expect(mums.items.map((n) => n.title).sort()).toEqual(['After', 'Wi-Fi']);
    expect((await signedClient(onlyB, teen).get(`${PATH}/${written[1].id}`).expect(200)).body.content).toBe(
      'Dear diary',
    );
    expect(fresh.title).toBe('After');
    const pets = (await signedClient(onlyB, admin).get('/api/pets').expect(200)).body as {
      items: { id: number; microchipId: string | null }[];
    };
    expect(pets.items.find((p) => p.id === pet.id)?.microchipId).toBe('900-1');
    // And the old key alone can no longer open them (a 500, never ciphertext).
    await signedClient(appWith(TEST_FIELD_KEY, []), mum).get(`${PATH}/${written[0].id}`).expect(500);
  });
});
