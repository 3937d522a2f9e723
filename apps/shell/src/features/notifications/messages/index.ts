import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Notifications' messages (ADR 0023). */
export const notificationsMessages = defineMessages('shell.notifications', en, {
  es: () => import('./es.json'),
});
