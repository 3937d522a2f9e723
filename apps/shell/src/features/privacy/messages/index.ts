import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Privacy's messages (ADR 0023). */
export const privacyMessages = defineMessages('shell.privacy', en, { es: () => import('./es.json') });
