import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The calendar's messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const calendarMessages = defineMessages('planning.calendar', en, { es: () => import('./es.json') });
