import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The Premium Feature dialog's messages (ADR 0023); English is spec 000 §2's, quoted exactly. */
export const premiumMessages = defineMessages('shell.premium', en, { es: () => import('./es.json') });
