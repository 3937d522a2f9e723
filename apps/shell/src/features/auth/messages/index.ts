import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Sign-in's, two-factor's and sign-up's messages (ADR 0023). */
export const authMessages = defineMessages('shell.auth', en, { es: () => import('./es.json') });
