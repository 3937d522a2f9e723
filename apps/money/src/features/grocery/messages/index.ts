import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The grocery budget's messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const groceryMessages = defineMessages('money.grocery', en, { es: () => import('./es.json') });
