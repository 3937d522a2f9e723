import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Chores' messages (ADR 0023). */
export const choresMessages = defineMessages('home.chores', en, { es: () => import('./es.json') });
