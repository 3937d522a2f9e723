import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Pantry's messages (ADR 0023). */
export const pantryItemsMessages = defineMessages('home.pantryItems', en, { es: () => import('./es.json') });
