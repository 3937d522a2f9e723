import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Shopping's messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const shoppingMessages = defineMessages('planning.shopping', en, { es: () => import('./es.json') });
