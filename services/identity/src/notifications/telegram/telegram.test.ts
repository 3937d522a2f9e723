import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationChannelStatus, TelegramLink, TelegramLinkStart } from '@familyhub/contracts';
import { signedClient } from '@familyhub/server-kit/testing';
import type { IdentityApp } from '../../app';
import { addMember, createIdentityUnderTest, signUpFamily, type IdentityUnderTest } from '../../testing';
import { telegramUpdatesJob } from '../notifications';
import { TELEGRAM_NOT_LINKED } from './telegram-channel';
import { telegramLinkRequests } from './telegram.table';
import {
  HOW_TO_LINK_REPLY,
  LINK_NOT_VALID_REPLY,
  LINKED_REPLY,
  TELEGRAM_NOT_SET_UP,
} from './telegram.service';

const SETUP_TIMEOUT_MS = 120_000;
const TOKEN = '123456:test-bot-token';
const BOT = 'FamilyHubTestBot';

interface SentMessage {
  chat_id: string;
  text: string;
  parse_mode?: string;
}

/** The Bot API on loopback: getMe, getUpdates (from a queue, by offset) and sendMessage (recorded). */
async function startBotApi() {
  const updates: { update_id: number; message: unknown }[] = [];
  const offsets: number[] = [];
  const sent: SentMessage[] = [];
  const failures: { error_code: number; description: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, never>)
        : {};
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
      };
      const [, bot, method] = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '') ?? [];
      if (bot !== TOKEN) return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      if (method === 'getMe') {
        return answer(200, {
          ok: true,
          result: { id: 42, is_bot: true, first_name: 'FamilyHub', username: BOT },
        });
      }
      if (method === 'getUpdates') {
        const offset = Number(body.offset ?? 0);
        offsets.push(offset);
        return answer(200, { ok: true, result: updates.filter((u) => u.update_id >= offset) });
      }
      if (method === 'sendMessage') {
        const failure = failures.shift();
        if (failure) return answer(failure.error_code, { ok: false, ...failure });
        sent.push(body as unknown as SentMessage);
        return answer(200, {
          ok: true,
          result: { message_id: sent.length, chat: { id: body.chat_id }, date: 0 },
        });
      }
      return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let nextUpdate = 100;
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    offsets,
    /** A person writing to the bot in their private chat. */
    says(
      chatId: number,
      text: string,
      from = { first_name: 'Alex', last_name: 'Parent', username: 'alexp' },
    ) {
      updates.push({
        update_id: nextUpdate++,
        message: {
          message_id: nextUpdate,
          from: { id: chatId, is_bot: false, ...from },
          chat: { id: chatId, type: 'private' },
          date: Math.floor(Date.now() / 1000),
          text,
        },
      });
    },
    failNext: (error_code: number, description: string) => failures.push({ error_code, description }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let bot: Awaited<ReturnType<typeof startBotApi>>;
let identity: IdentityUnderTest;
let aheadMs = 0;
const app = () => identity.app as IdentityApp;
/** One run of the `telegram-updates` job. */
const runJob = () => telegramUpdatesJob(app().readTelegramUpdates!).run();

beforeAll(async () => {
  bot = await startBotApi();
  identity = await createIdentityUnderTest({
    notifications: {
      mailFrom: 'FamilyHub <hub@example.test>',
      publicUrl: 'https://hub.example.test',
      telegram: { botToken: TOKEN, apiBase: bot.base },
      clock: () => new Date(Date.now() + aheadMs),
    },
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await identity.close();
  await bot.close();
}, SETUP_TIMEOUT_MS);
beforeEach(() => {
  aheadMs = 0;
  bot.sent.length = 0;
});

async function startLink(client: ReturnType<typeof signedClient>) {
  const res = await client.post('/api/notifications/telegram/link').expect(200);
  const start = res.body as TelegramLinkStart;
  const match = new RegExp(`^https://t\\.me/${BOT}\\?start=([\\w-]+)$`).exec(start.url);
  expect(match).not.toBeNull();
  return { ...start, token: match![1] };
}

let nextChat = 9000;

describe('Telegram', () => {
  it('links the chat that presses Start on the deep link, then sends its notifications there', async () => {
    const { caller } = await signUpFamily(identity.app);
    const client = signedClient(identity.app, caller);
    expect((await client.get('/api/notifications/telegram').expect(200)).body).toEqual({
      linked: false,
      username: null,
      firstName: null,
      linkedAt: null,
    });

    const link = await startLink(client);
    const expiresIn = Date.parse(link.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
    // Only the token's SHA-256 is kept.
    const stored = await identity.database.db.select().from(telegramLinkRequests);
    const hash = createHash('sha256').update(link.token).digest('hex');
    expect(stored.some((row) => row.tokenHash === hash)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const chatId = nextChat++;
    bot.says(chatId, `/start ${link.token}`);
    expect(await runJob()).toEqual({ updates: expect.any(Number), linked: 1 });
    expect(bot.sent).toEqual([{ chat_id: String(chatId), text: LINKED_REPLY }]);
    expect((await client.get('/api/notifications/telegram').expect(200)).body).toEqual({
      linked: true,
      username: 'alexp',
      firstName: 'Alex',
      linkedAt: expect.any(String),
    });

    // The next run reads on from after that update: nothing is handled twice.
    bot.sent.length = 0;
    const offset = bot.offsets.at(-1)!;
    expect(await runJob()).toEqual({ updates: 0, linked: 0 });
    expect(bot.offsets.at(-1)).toBeGreaterThan(offset);
    expect(bot.sent).toEqual([]);

    const test = await client.post('/api/notifications/test').send({ channel: 'telegram' }).expect(200);
    expect(test.body).toMatchObject({ status: 'sent', message: 'Sent by telegram.' });
    expect(bot.sent).toEqual([
      expect.objectContaining({
        chat_id: String(chatId),
        parse_mode: 'HTML',
        text: [
          '<b>Test notification</b>',
          'This is a test from FamilyHub: telegram notifications reach you.',
          'https://hub.example.test/notifications',
        ].join('\n'),
      }),
    ]);

    const status = (await client.get('/api/notifications/channels').expect(200))
      .body as NotificationChannelStatus;
    expect(status.telegram).toEqual({ configured: true, botUsername: BOT });
  });

  it('refuses a used or expired link, and explains a bare /start', async () => {
    const { caller } = await signUpFamily(identity.app);
    const client = signedClient(identity.app, caller);
    const link = await startLink(client);
    const [first, second] = [nextChat++, nextChat++];
    bot.says(first, `/start ${link.token}`);
    bot.says(second, `/start ${link.token}`, { first_name: 'Mallory', last_name: 'X', username: 'mallory' });
    bot.says(second, '/start');
    await runJob();
    expect(bot.sent).toEqual([
      { chat_id: String(first), text: LINKED_REPLY },
      { chat_id: String(second), text: LINK_NOT_VALID_REPLY },
      { chat_id: String(second), text: HOW_TO_LINK_REPLY },
    ]);
    expect((await client.get('/api/notifications/telegram').expect(200)).body).toMatchObject({
      username: 'alexp',
    });

    bot.sent.length = 0;
    const late = await startLink(client);
    aheadMs = 16 * 60_000;
    bot.says(second, `/start ${late.token}`);
    await runJob();
    expect(bot.sent).toEqual([{ chat_id: String(second), text: LINK_NOT_VALID_REPLY }]);
  });

  it('gives up on a chat that blocked the bot, retries when Telegram is busy, and sends nothing once unlinked', async () => {
    const { caller } = await signUpFamily(identity.app);
    const client = signedClient(identity.app, caller);
    const link = await startLink(client);
    bot.says(nextChat++, `/start ${link.token}`);
    await runJob();

    bot.failNext(429, 'Too Many Requests: retry after 3');
    const busy = await client.post('/api/notifications/test').send({ channel: 'telegram' }).expect(200);
    expect(busy.body).toMatchObject({ status: 'pending', message: expect.stringContaining('429') });

    bot.failNext(403, 'Forbidden: bot was blocked by the user');
    const blocked = await client.post('/api/notifications/test').send({ channel: 'telegram' }).expect(200);
    expect(blocked.body).toMatchObject({ status: 'failed', message: expect.stringContaining('blocked') });
    expect((await client.get('/api/notifications/telegram').expect(200)).body).toMatchObject({
      linked: false,
    });

    // Linking again revives it; unlinking ends it.
    const again = await startLink(client);
    bot.says(nextChat++, `/start ${again.token}`);
    await runJob();
    expect((await client.get('/api/notifications/telegram').expect(200)).body).toMatchObject({
      linked: true,
    });
    await client.delete('/api/notifications/telegram').expect(204);
    expect((await client.get('/api/notifications/telegram').expect(200)).body).toMatchObject({
      linked: false,
    });
    bot.sent.length = 0;
    const unlinked = await client.post('/api/notifications/test').send({ channel: 'telegram' }).expect(200);
    expect(unlinked.body).toMatchObject({ status: 'skipped', message: `Not sent: ${TELEGRAM_NOT_LINKED}` });
    expect(bot.sent).toEqual([]);
    await client.delete('/api/notifications/telegram').expect(404);
  });

  it('is each member’s own: another member or family sees no link and has none to remove', async () => {
    const family = await signUpFamily(identity.app);
    const child = await addMember(identity.app, family.caller);
    const other = await signUpFamily(identity.app);
    const link = await startLink(signedClient(identity.app, family.caller));
    bot.says(nextChat++, `/start ${link.token}`);
    await runJob();
    for (const caller of [child.caller, other.caller]) {
      const client = signedClient(identity.app, caller);
      expect((await client.get('/api/notifications/telegram').expect(200)).body).toMatchObject({
        linked: false,
      });
      await client.delete('/api/notifications/telegram').expect(404);
    }
    const own = await signedClient(identity.app, family.caller)
      .get('/api/notifications/telegram')
      .expect(200);
    expect((own.body as TelegramLink).linked).toBe(true);
  });
});

describe('Telegram without TELEGRAM_BOT_TOKEN', () => {
  let plain: IdentityUnderTest;
  beforeAll(async () => {
    plain = await createIdentityUnderTest({
      notifications: { mailFrom: 'FamilyHub <hub@example.test>', publicUrl: 'https://hub.example.test' },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => plain.close(), SETUP_TIMEOUT_MS);

  it('is not a channel, has no job, and linking says the operator has not set it up', async () => {
    const { caller } = await signUpFamily(plain.app);
    const client = signedClient(plain.app, caller);
    const status = (await client.get('/api/notifications/channels').expect(200))
      .body as NotificationChannelStatus;
    expect(status.telegram).toEqual({ configured: false, botUsername: null });
    expect((plain.app as IdentityApp).readTelegramUpdates).toBeUndefined();
    const res = await client.post('/api/notifications/telegram/link').expect(503);
    expect(res.body).toEqual({ error: 'service_unavailable', message: TELEGRAM_NOT_SET_UP });
    expect((await client.get('/api/notifications/telegram').expect(200)).body).toMatchObject({
      linked: false,
    });
    const test = await client.post('/api/notifications/test').send({ channel: 'telegram' }).expect(200);
    expect(test.body).toMatchObject({ status: 'skipped' });
  });
});
