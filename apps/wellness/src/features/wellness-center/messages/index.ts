import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The Wellness Center's messages (ADR 0023). */
export const wellnessCenterMessages = defineMessages('wellness.wellnessCenter', en, {
  es: () => import('./es.json'),
});
