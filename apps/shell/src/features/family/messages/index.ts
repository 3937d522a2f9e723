import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Family's messages (ADR 0023). */
export const familyMessages = defineMessages('shell.family', en, { es: () => import('./es.json') });
