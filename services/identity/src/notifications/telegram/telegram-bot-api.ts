/** The slice of the Telegram Bot API (https://core.telegram.org/bots/api) FamilyHub speaks. */

export interface TelegramUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  last_name?: string;
  username?: string;
}

export interface TelegramMessage {
  message_id: number;
  from?: TelegramUser;
  chat: { id: number; type: 'private' | 'group' | 'supergroup' | 'channel' };
  date: number;
  text?: string;
}

export interface TelegramUpdate {
  update_id: number;
  message?: TelegramMessage;
}

/** A Bot API call that did not succeed: its `error_code` (else the HTTP status, 0 without an answer). */
export class TelegramApiError extends Error {
  constructor(
    readonly status: number,
    description: string,
  ) {
    super(description);
  }

  /** Worth trying again later: too many requests, Telegram's own trouble, or no answer at all. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export interface TelegramBotApiOptions {
  /** TELEGRAM_BOT_TOKEN, from @BotFather. */
  token: string;
  /** TELEGRAM_API_BASE: https://api.telegram.org, or a local server in tests. */
  apiBase: string;
  timeoutMs?: number;
}

/** Calls `<apiBase>/bot<token>/<method>` with a JSON body; answers `result`, or throws a TelegramApiError. */
export function createTelegramBotApi(options: TelegramBotApiOptions) {
  const base = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(method: string, body: Record<string, unknown> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/bot${options.token}/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // Never the URL: it carries the bot's token.
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new TelegramApiError(0, `Telegram cannot be reached (${cause ?? (error as Error).name})`);
    }
    const answer = (await response.json().catch(() => null)) as {
      ok?: boolean;
      result?: T;
      error_code?: number;
      description?: string;
    } | null;
    if (!response.ok || !answer?.ok) {
      throw new TelegramApiError(
        answer?.error_code ?? response.status,
        `Telegram answered ${answer?.error_code ?? response.status}: ${answer?.description ?? response.statusText}`,
      );
    }
    return answer.result as T;
  }

  return {
    getMe: () => call<TelegramUser>('getMe'),
    /** The updates from `offset` on, without waiting (the job asks every few seconds). */
    getUpdates: (offset: number) =>
      call<TelegramUpdate[]>('getUpdates', { offset, timeout: 0, allowed_updates: ['message'] }),
    sendMessage: (chatId: string, text: string, extra: Record<string, unknown> = {}) =>
      call<TelegramMessage>('sendMessage', { chat_id: chatId, text, ...extra }),
  };
}
export type TelegramBotApi = ReturnType<typeof createTelegramBotApi>;
