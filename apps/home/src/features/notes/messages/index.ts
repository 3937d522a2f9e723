import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Notes' messages (ADR 0023). */
export const notesMessages = defineMessages('home.notes', en, { es: () => import('./es.json') });
