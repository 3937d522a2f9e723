import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The 404 screen's messages (ADR 0023); English is spec 000 §2's, quoted exactly. */
export const notFoundMessages = defineMessages('shell.notFound', en, { es: () => import('./es.json') });
