import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Medications' messages (ADR 0023). */
export const medicationsMessages = defineMessages('wellness.medications', en, {
  es: () => import('./es.json'),
});
