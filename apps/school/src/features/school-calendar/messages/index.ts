import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The School Calendar's messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const schoolCalendarMessages = defineMessages('school.schoolCalendar', en, {
  es: () => import('./es.json'),
});
