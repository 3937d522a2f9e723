import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Family messages' own words (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const messagesMessages = defineMessages('planning.messages', en, { es: () => import('./es.json') });
