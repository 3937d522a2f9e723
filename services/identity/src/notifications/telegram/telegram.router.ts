import type { Router } from 'express';
import { notificationEndpoints as endpoints } from '@familyhub/contracts';
import { endpointRouter } from '@familyhub/server-kit';
import type { TelegramService } from './telegram.service';

/** The caller's Telegram link: its state, the bot's deep link to start one, and unlinking. */
export function telegramRouter(telegram: TelegramService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.telegram, ({ caller }) => telegram.status(caller));
    bind(endpoints.linkTelegram, ({ caller }) => telegram.startLink(caller));
    bind(endpoints.unlinkTelegram, ({ caller }) => telegram.unlink(caller));
  });
}
