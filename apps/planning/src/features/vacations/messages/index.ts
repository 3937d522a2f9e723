import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Vacations' messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const vacationsMessages = defineMessages('planning.vacations', en, { es: () => import('./es.json') });
