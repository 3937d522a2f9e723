import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Tasks' messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const tasksMessages = defineMessages('planning.tasks', en, { es: () => import('./es.json') });
