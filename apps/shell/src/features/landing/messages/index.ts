import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The landing page's messages (ADR 0023); English is spec 000 §1's and §9's, as the page has always said. */
export const landingMessages = defineMessages('shell.landing', en, { es: () => import('./es.json') });
