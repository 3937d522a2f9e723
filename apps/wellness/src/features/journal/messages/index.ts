import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The Journal's messages (ADR 0023). */
export const journalMessages = defineMessages('wellness.journal', en, { es: () => import('./es.json') });
