import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The dashboard's messages: its heading and the states of its cards (ADR 0023). */
export const dashboardMessages = defineMessages('shell.dashboard', en, { es: () => import('./es.json') });
