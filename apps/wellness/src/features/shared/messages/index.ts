import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The wellness app's shared messages (ADR 0023): health toasts, sharing, and the words for the contracts' values. */
export const sharedMessages = defineMessages('wellness.shared', en, { es: () => import('./es.json') });
