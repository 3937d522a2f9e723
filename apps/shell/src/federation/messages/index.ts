import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The messages of a domain's screens as the shell loads them: loading, failures (ADR 0023). */
export const federationMessages = defineMessages('shell.federation', en, { es: () => import('./es.json') });
