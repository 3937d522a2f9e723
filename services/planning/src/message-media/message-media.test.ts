import type {
  Conversation,
  ConversationMessage,
  ConversationMessagePage,
  Message,
  MessagePage,
  UploadedFile,
} from '@familyhub/contracts';
import { familyMembersOf, type Caller } from '@familyhub/server-kit';
import { OGG_BYTES, PDF_BYTES, TEXT_BYTES, WEBM_BYTES } from '@familyhub/server-kit/testing';
import sharp from 'sharp';
import { setupPlanningApi } from '../testing/planning-api';

const admin: Caller = { userId: 1, familyId: 10, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 2, familyId: 10, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 3, familyId: 10, role: 'child', plan: 'annual' };
const teen: Caller = { userId: 4, familyId: 10, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 9, familyId: 20, role: 'admin', plan: 'annual' };

const families: Record<number, number[]> = { 10: [1, 2, 3, 4], 20: [9] };
const { as } = setupPlanningApi({
  members: familyMembersOf(async ({ familyId }) =>
    (families[familyId] ?? []).map((id) => ({
      id,
      name: `Member ${id}`,
      role: id <= 2 ? ('parent' as const) : ('child' as const),
      canViewFinances: id <= 2,
      quietHours: { enabled: false, start: '22:00', end: '07:00' },
    })),
  ),
});

/** A 1200×800 JPEG a phone turned (EXIF orientation 6): it is shown 800 wide and 1200 tall. */
let PHONE_PHOTO: Buffer;
beforeAll(async () => {
  PHONE_PHOTO = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
});

async function upload(by: Caller, use: string, bytes: Buffer, name: string): Promise<UploadedFile> {
  const res = await as(by).post(`/api/planning/files?use=${use}`).attach('file', bytes, name);
  expect([res.status, res.body.message]).toEqual([201, undefined]);
  return res.body as UploadedFile;
}

async function parentsGroup(): Promise<Conversation> {
  const res = await as(parent)
    .post('/api/conversations')
    .send({ name: 'Parents', memberIds: [admin.userId] });
  return res.body as Conversation;
}

describe('photos, files and voice notes in messages (issue #32)', () => {
  it('sends a photo with its size as shown and a thumbnail, readable by the family thread', async () => {
    const file = await upload(parent, 'message-attachment', PHONE_PHOTO, 'slip.jpg');
    const sent = await as(parent)
      .post('/api/messages')
      .send({ content: 'The permission slip', attachment: { fileUrl: file.fileUrl } })
      .expect(201);
    const message = sent.body as Message;
    expect(message.media).toMatchObject({
      kind: 'photo',
      url: file.fileUrl,
      contentType: 'image/jpeg',
      name: 'slip.jpg',
      width: 800,
      height: 1200,
      voice: null,
    });
    const thumbnailUrl = message.media?.thumbnailUrl;
    expect(thumbnailUrl).toMatch(/^\/api\/planning\/files\/[0-9a-f-]{36}$/);
    const thumbnail = await as(child).get(thumbnailUrl!).buffer(true).expect(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumbnail.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([320, 480]);
    // Every member reads the family thread's photo; another family does not find it.
    await as(child).get(file.fileUrl).expect(200);
    await as(stranger).get(file.fileUrl).expect(404);
    const page = (await as(child).get('/api/messages').expect(200)).body as MessagePage;
    expect(page.items.find((m) => m.id === message.id)?.media?.thumbnailUrl).toBe(thumbnailUrl);
  });

  it("keeps a conversation's photo to its members: a child outside it gets 404, a removed member at once", async () => {
    const group = await parentsGroup();
    const file = await upload(parent, 'message-attachment', PHONE_PHOTO, 'present.jpg');
    const sent = (
      await as(parent)
        .post(`/api/conversations/${group.id}/messages`)
        .send({ attachment: { fileUrl: file.fileUrl } })
        .expect(201)
    ).body as ConversationMessage;
    expect(sent.content).toBe('');
    expect(sent.media?.kind).toBe('photo');
    await as(admin).get(file.fileUrl).expect(200);
    await as(admin).get(sent.media!.thumbnailUrl!).expect(200);
    await as(child).get(file.fileUrl).expect(404);
    await as(child).get(sent.media!.thumbnailUrl!).expect(404);
    await as(stranger).get(file.fileUrl).expect(404);
    await as(parent).put(`/api/conversations/${group.id}/members`).send({ memberIds: [] }).expect(200);
    await as(admin).get(file.fileUrl).expect(404);
  });

  it("refuses to send a file that is not the sender's own, or already sent elsewhere", async () => {
    const group = await parentsGroup();
    const file = await upload(parent, 'message-attachment', PDF_BYTES, 'menu.pdf');
    // Another member cannot carry it into a thread of theirs (where others could read it).
    const taken = await as(child)
      .post('/api/messages')
      .send({ attachment: { fileUrl: file.fileUrl } })
      .expect(400);
    expect(taken.body.message).toBe('Attach a file you uploaded: upload it again, then send the message');
    await as(stranger)
      .post('/api/messages')
      .send({ attachment: { fileUrl: file.fileUrl } })
      .expect(400);
    const sent = (
      await as(parent)
        .post(`/api/conversations/${group.id}/messages`)
        .send({ content: 'Menu', attachment: { fileUrl: file.fileUrl } })
        .expect(201)
    ).body as ConversationMessage;
    expect(sent.media).toMatchObject({ kind: 'file', contentType: 'application/pdf', thumbnailUrl: null });
    // Sent in "Parents", it cannot be sent again to the whole family.
    const again = await as(parent)
      .post('/api/messages')
      .send({ attachment: { fileUrl: file.fileUrl } })
      .expect(400);
    expect(again.body.message).toBe('This file was already sent in a message');
    const empty = await as(parent).post('/api/messages').send({ content: '  ' }).expect(400);
    expect(empty.body.message).toBe('Message cannot be empty');
  });

  it('takes voice notes only as audio, within two minutes, with their length', async () => {
    const wrong = await as(parent)
      .post('/api/planning/files?use=voice-note')
      .attach('file', TEXT_BYTES, 'note.webm')
      .expect(415);
    expect(wrong.body.message).toBe('Invalid file type: A voice note must be WebM, Ogg or MP4 audio');
    await as(parent)
      .post('/api/planning/files?use=voice-note')
      .attach('file', PHONE_PHOTO, 'photo.webm')
      .expect(415);
    const big = Buffer.concat([WEBM_BYTES, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const tooBig = await as(parent)
      .post('/api/planning/files?use=voice-note')
      .attach('file', big, 'long.webm')
      .expect(413);
    expect(tooBig.body.message).toBe('Voice note too large: Voice notes must be 5 MB or smaller');

    const note = await upload(parent, 'voice-note', WEBM_BYTES, 'voice-note.webm');
    const tooLong = await as(parent)
      .post('/api/messages')
      .send({ attachment: { fileUrl: note.fileUrl, durationSeconds: 121 } })
      .expect(400);
    expect(tooLong.body.message).toBe('A voice note can be at most 2 minutes long');
    const noLength = await as(parent)
      .post('/api/messages')
      .send({ attachment: { fileUrl: note.fileUrl } })
      .expect(400);
    expect(noLength.body.message).toBe('A voice note needs its length in seconds');

    const sent = (
      await as(parent)
        .post('/api/messages')
        .send({ attachment: { fileUrl: note.fileUrl, durationSeconds: 7.5 } })
        .expect(201)
    ).body as Message;
    // No speech-to-text service on this install: the note says so rather than waiting forever.
    expect(sent.media).toMatchObject({
      kind: 'voice',
      contentType: 'audio/webm',
      voice: { durationSeconds: 7.5, transcription: null, status: 'unavailable' },
    });
    const played = await as(child).get(note.fileUrl).expect(200);
    expect(played.headers['content-type']).toBe('audio/webm');
    expect(played.headers['content-disposition']).toMatch(/^inline/);

    const ogg = await upload(child, 'voice-note', OGG_BYTES, 'voice-note.ogg');
    expect(ogg.fileType).toBe('audio/ogg');
  });

  it('takes the files with a deleted message', async () => {
    const file = await upload(parent, 'message-attachment', PHONE_PHOTO, 'oops.jpg');
    const sent = (
      await as(parent)
        .post('/api/messages')
        .send({ attachment: { fileUrl: file.fileUrl } })
        .expect(201)
    ).body as Message;
    await as(parent).delete(`/api/messages/${sent.id}`).expect(204);
    await as(parent).get(file.fileUrl).expect(404);
    await as(parent).get(sent.media!.thumbnailUrl!).expect(404);
    const page = (await as(parent).get('/api/messages').expect(200)).body as MessagePage;
    expect(page.items.find((m) => m.id === sent.id)).toMatchObject({ deleted: true, media: null });
  });

  it("reaches the family's data export: groups, members, messages, voice notes and files", async () => {
    const group = await parentsGroup();
    const note = await upload(parent, 'voice-note', WEBM_BYTES, 'voice-note.webm');
    const sent = (
      await as(parent)
        .post(`/api/conversations/${group.id}/messages`)
        .send({ content: 'Listen', attachment: { fileUrl: note.fileUrl, durationSeconds: 3 } })
        .expect(201)
    ).body as ConversationMessage;
    await as(stranger).post('/api/messages').send({ content: 'Another family' }).expect(201);

    type Rows = Record<string, unknown>[];
    const exported = (await as(admin).get('/internal/export').expect(200)).body as {
      familyId: number;
      tables: Record<string, Rows>;
    };
    const { tables } = exported;
    expect(tables.message_groups).toContainEqual(
      expect.objectContaining({
        id: group.id,
        name: 'Parents',
        is_active: true,
        created_by_id: parent.userId,
      }),
    );
    expect(
      tables.message_group_members
        .filter((m) => m.group_id === group.id)
        .map((m) => [m.user_id, m.unread_count])
        .sort(),
    ).toEqual([
      [admin.userId, 1],
      [parent.userId, 0],
    ]);
    expect(tables.group_messages).toContainEqual(
      expect.objectContaining({ id: sent.id, content: 'Listen', media_url: note.fileUrl }),
    );
    expect(tables.voice_notes).toContainEqual(
      expect.objectContaining({ file_url: note.fileUrl, duration: 3, status: 'unavailable' }),
    );
    expect(tables.file_contents).toContainEqual(
      expect.objectContaining({ url: note.fileUrl, content_base64: WEBM_BYTES.toString('base64') }),
    );
    // Only this family's rows.
    for (const table of [
      'message_groups',
      'message_group_members',
      'group_messages',
      'voice_notes',
      'files',
    ]) {
      expect([
        table,
        tables[table].length > 0,
        tables[table].every((row) => row.family_id === admin.familyId),
      ]).toEqual([table, true, true]);
    }
    expect(tables.messages.map((m) => m.content)).not.toContain('Another family');
  });

  it("exports only the conversations the exporting member belongs to, with their files, and the family thread's", async () => {
    type Rows = Record<string, unknown>[];
    const exportOf = async (who: Caller) =>
      ((await as(who).get('/internal/export').expect(200)).body as { tables: Record<string, Rows> }).tables;
    const sendTo = async (
      by: Caller,
      path: string,
      content: string,
      fileUrl: string,
      durationSeconds?: number,
    ) =>
      (await as(by).post(path).send({ content, attachment: { fileUrl, durationSeconds } }).expect(201))
        .body as ConversationMessage;

    // The parent's own group, with a photo; the family thread, with a file.
    const parents = await parentsGroup();
    const parentsPhoto = await upload(parent, 'message-attachment', PHONE_PHOTO, 'parents.jpg');
    const parentsMessage = await sendTo(
      parent,
      `/api/conversations/${parents.id}/messages`,
      'Gift ideas',
      parentsPhoto.fileUrl,
    );
    const familyFile = await upload(child, 'message-attachment', PDF_BYTES, 'timetable.pdf');
    await sendTo(child, '/api/messages', 'New timetable', familyFile.fileUrl);
    // The children's group (the admin started it; the parent is not in it), with a voice note.
    const kids = (
      await as(admin)
        .post('/api/conversations')
        .send({ name: 'Kids corner', memberIds: [child.userId, teen.userId] })
        .expect(201)
    ).body as Conversation;
    const kidsNote = await upload(child, 'voice-note', OGG_BYTES, 'voice-note.ogg');
    const kidsMessage = await sendTo(
      child,
      `/api/conversations/${kids.id}/messages`,
      'Secret plan',
      kidsNote.fileUrl,
      2,
    );
    // Another pair's direct conversation, with a photo.
    const pair = (
      await as(child).post('/api/conversations/direct').send({ memberId: teen.userId }).expect(200)
    ).body as Conversation;
    const pairPhoto = await upload(teen, 'message-attachment', PHONE_PHOTO, 'diary.jpg');
    const pairMessage = await sendTo(
      teen,
      `/api/conversations/${pair.id}/messages`,
      'Do not tell',
      pairPhoto.fileUrl,
    );
    // Uploads not sent yet: the teen's, and the parent's own.
    const teenDraft = await upload(teen, 'message-attachment', PDF_BYTES, 'teen-draft.pdf');
    const parentDraft = await upload(parent, 'message-attachment', PDF_BYTES, 'parent-draft.pdf');

    const tables = await exportOf(parent);
    const ids = (table: string, column = 'id') => tables[table].map((row) => row[column]);
    const urls = tables.file_contents.map((file) => file.url);
    const fileNames = ids('files', 'name');
    expect(ids('message_groups')).toContain(parents.id);
    expect(ids('message_groups')).not.toContain(kids.id);
    expect(ids('message_groups')).not.toContain(pair.id);
    expect(new Set(ids('message_group_members', 'group_id'))).not.toContain(kids.id);
    expect(new Set(ids('message_group_members', 'group_id'))).not.toContain(pair.id);
    expect(ids('group_messages')).toContain(parentsMessage.id);
    expect(ids('group_messages')).not.toContain(kidsMessage.id);
    expect(ids('group_messages')).not.toContain(pairMessage.id);
    expect(ids('voice_notes', 'file_url')).not.toContain(kidsNote.fileUrl);
    expect(fileNames).toEqual(expect.arrayContaining(['parents.jpg', 'timetable.pdf', 'parent-draft.pdf']));
    expect(fileNames).not.toContain('voice-note.ogg');
    expect(fileNames).not.toContain('diary.jpg');
    expect(fileNames).not.toContain('teen-draft.pdf');
    expect(urls).toEqual(
      expect.arrayContaining([
        parentsPhoto.fileUrl,
        parentsMessage.media!.thumbnailUrl,
        familyFile.fileUrl,
        parentDraft.fileUrl,
      ]),
    );
    for (const hidden of [
      kidsNote.fileUrl,
      pairPhoto.fileUrl,
      pairMessage.media!.thumbnailUrl,
      teenDraft.fileUrl,
    ])
      expect(urls).not.toContain(hidden);
    const text = JSON.stringify(tables);
    for (const words of ['Kids corner', 'Secret plan', 'Do not tell']) expect(text).not.toContain(words);
    // The family thread is everyone's.
    expect(ids('messages', 'content')).toContain('New timetable');

    // The teen's export holds their conversations and draft, and not the parents' group.
    const teens = await exportOf(teen);
    expect(teens.message_groups.map((g) => g.id)).toEqual(expect.arrayContaining([kids.id, pair.id]));
    expect(teens.message_groups.map((g) => g.id)).not.toContain(parents.id);
    expect(teens.file_contents.map((f) => f.url)).toEqual(
      expect.arrayContaining([kidsNote.fileUrl, pairPhoto.fileUrl, teenDraft.fileUrl, familyFile.fileUrl]),
    );
    expect(teens.file_contents.map((f) => f.url)).not.toContain(parentsPhoto.fileUrl);
    expect(teens.files.map((f) => f.name)).not.toContain('parent-draft.pdf');
    expect(teens.voice_notes.map((v) => v.file_url)).toContain(kidsNote.fileUrl);
  });

  it('keeps uploads to members with messaging, and a free family out', async () => {
    const free: Caller = { userId: 40, familyId: 40, role: 'admin', plan: 'free' };
    const res = await as(free)
      .post('/api/planning/files?use=message-attachment')
      .attach('file', PDF_BYTES, 'a.pdf')
      .expect(403);
    expect(res.body.error).toBe('plan_required');
    const page = (await as(parent).get(`/api/conversations`).expect(200)).body as { items: unknown[] };
    expect(Array.isArray(page.items)).toBe(true);
    const messages = (
      await as(admin)
        .get(`/api/conversations/${(await parentsGroup()).id}/messages`)
        .expect(200)
    ).body as ConversationMessagePage;
    expect(messages.items).toEqual([]);
  });
});
