import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Emergency contacts' messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const emergencyContactsMessages = defineMessages('planning.emergencyContacts', en, {
  es: () => import('./es.json'),
});
