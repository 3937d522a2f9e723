import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Settings' messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const settingsMessages = defineMessages('shell.settings', en, { es: () => import('./es.json') });
