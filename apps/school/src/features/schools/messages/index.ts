import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Schools & students' messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const schoolsMessages = defineMessages('school.schools', en, { es: () => import('./es.json') });
