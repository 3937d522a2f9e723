import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The platform console's messages (ADR 0023). */
export const platformAdminMessages = defineMessages('shell.platformAdmin', en, {
  es: () => import('./es.json'),
});
