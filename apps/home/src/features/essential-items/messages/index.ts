import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Essentials' messages (ADR 0023). */
export const essentialItemsMessages = defineMessages('home.essentialItems', en, {
  es: () => import('./es.json'),
});
