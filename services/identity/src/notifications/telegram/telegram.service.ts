import { createHash, randomBytes } from 'node:crypto';
import { errorCodes, type TelegramLink, type TelegramLinkStart } from '@familyhub/contracts';
import { HttpError, logger, notFound, type Caller } from '@familyhub/server-kit';
import type { TelegramBotApi, TelegramUpdate } from './telegram-bot-api';
import type { TelegramRepository } from './telegram.repository';

/** How long the bot's deep link works. */
export const LINK_TTL_MS = 15 * 60_000;
export const TELEGRAM_NOT_SET_UP =
  'Telegram is not set up on this FamilyHub (the operator sets TELEGRAM_BOT_TOKEN)';
export const LINKED_REPLY = 'Linked: FamilyHub will send your notifications here.';
export const LINK_NOT_VALID_REPLY =
  'This link has expired or was already used. Open Settings › Notifications in FamilyHub and press Link Telegram again.';
export const HOW_TO_LINK_REPLY =
  'To get FamilyHub’s notifications here, open Settings › Notifications in FamilyHub and press Link Telegram.';

/** `/start <token>`, as Telegram sends a deep link's start parameter (1–64 of A–Z a–z 0–9 _ -). */
const START = /^\/start(?:@\w+)?(?:\s+([\w-]{1,64}))?\s*$/;

const log = logger.child({ feature: 'notifications', channel: 'telegram' });
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TelegramServiceOptions {
  repository: TelegramRepository;
  /** Null when no TELEGRAM_BOT_TOKEN is set: the member's link state still answers, linking says why not. */
  api: TelegramBotApi | null;
  clock?: () => Date;
}

/**
 * Linking a member's Telegram chat (issue #30, spec 001 §3 telegram_integrations): the member gets the bot's deep
 * link with a random start token (only its SHA-256 is kept, for 15 minutes), presses Start, and the
 * `telegram-updates` job reads that `/start <token>` and links the chat to the member.
 */
export function createTelegramService(options: TelegramServiceOptions) {
  const { repository, api } = options;
  const clock = options.clock ?? (() => new Date());
  let botUsername: string | null = null;

  /** The bot's @username (getMe), asked once and kept. */
  async function username(bot: TelegramBotApi): Promise<string> {
    if (!botUsername) {
      const me = await bot.getMe();
      if (!me.username) throw new Error('The bot has no username');
      botUsername = me.username;
    }
    return botUsername;
  }

  async function reply(bot: TelegramBotApi, chatId: number, text: string) {
    await bot.sendMessage(String(chatId), text).catch((err: unknown) => {
      log.warn({ err, chatId }, 'could not answer a Telegram message');
    });
  }

  async function handle(bot: TelegramBotApi, update: TelegramUpdate): Promise<boolean> {
    const message = update.message;
    const start = message?.text ? START.exec(message.text.trim()) : null;
    // Only a member's own chat with the bot is linked: a group would tell everyone in it.
    if (!message || !start || message.chat.type !== 'private') return false;
    const token = start[1];
    if (!token) {
      await reply(bot, message.chat.id, HOW_TO_LINK_REPLY);
      return false;
    }
    const request = await repository.takeLink(hashOf(token), clock());
    if (!request) {
      await reply(bot, message.chat.id, LINK_NOT_VALID_REPLY);
      return false;
    }
    await repository.link({
      familyId: request.familyId,
      userId: request.userId,
      chatId: String(message.chat.id),
      username: message.from?.username ?? null,
      firstName: message.from?.first_name ?? null,
      lastName: message.from?.last_name ?? null,
    });
    await reply(bot, message.chat.id, LINKED_REPLY);
    return true;
  }

  return {
    configured: api !== null,
    /** The bot's @username once known (the channels status). */
    botUsername: () => botUsername,

    /** Asks for the bot's name ahead of the first link (its failure only waits for the next try). */
    warmUp() {
      if (api) void username(api).catch((err: unknown) => log.warn({ err }, 'Telegram getMe failed'));
    },

    async status(caller: Caller): Promise<TelegramLink> {
      const row = await repository.findOwn(caller.familyId, caller.userId);
      const linked = row?.isActive === true;
      return {
        linked,
        username: linked ? row.username : null,
        firstName: linked ? row.firstName : null,
        linkedAt: linked ? row.createdAt.toISOString() : null,
      };
    },

    async startLink(caller: Caller): Promise<TelegramLinkStart> {
      if (!api) throw new HttpError(503, errorCodes.unavailable, TELEGRAM_NOT_SET_UP);
      let bot: string;
      try {
        bot = await username(api);
      } catch (err) {
        log.warn({ err }, 'Telegram getMe failed');
        throw new HttpError(
          503,
          errorCodes.unavailable,
          'Telegram cannot be reached from this FamilyHub right now. Try again in a minute.',
        );
      }
      const token = randomBytes(24).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
      await repository.startLink(
        { familyId: caller.familyId, userId: caller.userId, tokenHash: hashOf(token), expiresAt },
        now,
      );
      return { url: `https://t.me/${bot}?start=${token}`, expiresAt: expiresAt.toISOString() };
    },

    async unlink(caller: Caller): Promise<void> {
      if (!(await repository.unlinkOwn(caller.familyId, caller.userId))) throw notFound('Telegram link');
    },

    /**
     * The `telegram-updates` job: reads the bot's new messages from the stored offset and links each valid
     * `/start <token>`. The offset moves past each update once handled, so none is handled twice.
     */
    async readUpdates(): Promise<{ updates: number; linked: number }> {
      if (!api) return { updates: 0, linked: 0 };
      const updates = await api.getUpdates(await repository.updateOffset());
      let linked = 0;
      for (const update of [...updates].sort((a, b) => a.update_id - b.update_id)) {
        if (await handle(api, update)) linked += 1;
        await repository.saveUpdateOffset(update.update_id + 1);
      }
      return { updates: updates.length, linked };
    },
  };
}
export type TelegramService = ReturnType<typeof createTelegramService>;
