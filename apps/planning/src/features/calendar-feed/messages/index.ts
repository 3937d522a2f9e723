import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The calendar feed's messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const calendarFeedMessages = defineMessages('planning.calendarFeed', en, {
  es: () => import('./es.json'),
});
