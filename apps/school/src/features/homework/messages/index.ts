import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Homework's messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const homeworkMessages = defineMessages('school.homework', en, { es: () => import('./es.json') });
