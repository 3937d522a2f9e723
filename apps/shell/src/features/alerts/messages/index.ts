import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The alerts' messages: the header's bell and the urgent pop-up (ADR 0023). */
export const alertsMessages = defineMessages('shell.alerts', en, { es: () => import('./es.json') });
