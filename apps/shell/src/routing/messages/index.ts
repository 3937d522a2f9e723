import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The route gate's and the domain routes' messages: loading, failures, areas switched off (ADR 0023). */
export const routingMessages = defineMessages('shell.routing', en, { es: () => import('./es.json') });
