import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Cleaning's messages (ADR 0023). */
export const cleaningMessages = defineMessages('home.cleaning', en, { es: () => import('./es.json') });
