import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/**
 * The names the domain catalogue gives routes, links, dashboard cards and domains (ADR 0023), keyed by route path,
 * card id and domain id: libs/contracts keeps the English, the shell says them in the member's language.
 */
export const navMessages = defineMessages('shell.nav', en, { es: () => import('./es.json') });
