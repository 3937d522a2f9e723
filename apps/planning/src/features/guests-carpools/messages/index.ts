import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Guest lists' and carpools' messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const guestsCarpoolsMessages = defineMessages('planning.guestsCarpools', en, {
  es: () => import('./es.json'),
});
