import type { ChannelSender, OutgoingNotification, Recipient, SendResult } from '../delivery/channel';
import { TelegramApiError, type TelegramBotApi } from './telegram-bot-api';
import type { TelegramRepository } from './telegram.repository';

export const TELEGRAM_NOT_LINKED = 'Telegram is not linked: link it in Settings › Notifications';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The message: the title in bold, the body, a digest's sections in short, and the link to the thing. */
export function telegramText(notification: OutgoingNotification): string {
  const lines = [`<b>${escapeHtml(notification.title)}</b>`];
  if (notification.body) lines.push(escapeHtml(notification.body));
  for (const section of notification.digest ?? []) {
    lines.push(`${escapeHtml(section.title)}: ${section.items.length}`);
  }
  lines.push(escapeHtml(notification.url));
  return lines.join('\n');
}

/**
 * Telegram (issue #30): sendMessage to the member's linked chat. A chat that refuses the bot (403: blocked, or
 * the member deleted the chat) is marked inactive and the notification given up; 429 and 5xx are tried again.
 */
export function createTelegramChannel(options: {
  repository: Pick<TelegramRepository, 'findOwn' | 'deactivate'>;
  api: TelegramBotApi;
}): ChannelSender {
  const { repository, api } = options;
  return {
    channel: 'telegram',
    async send(recipient: Recipient, notification: OutgoingNotification): Promise<SendResult> {
      const chat = await repository.findOwn(recipient.familyId, recipient.userId);
      if (!chat?.isActive) return { status: 'skipped', reason: TELEGRAM_NOT_LINKED };
      try {
        await api.sendMessage(chat.chatId, telegramText(notification), {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
        });
        return { status: 'sent' };
      } catch (error) {
        if (!(error instanceof TelegramApiError)) throw error;
        if (error.status === 403) {
          await repository.deactivate(chat.id);
          return {
            status: 'failed',
            error: `${error.message} (the chat is unlinked: link Telegram again in Settings › Notifications)`,
            transient: false,
          };
        }
        return { status: 'failed', error: error.message, transient: error.transient };
      }
    },
  };
}
