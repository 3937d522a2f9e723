import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The wellness dashboard cards' messages (ADR 0023). */
export const dashboardMessages = defineMessages('wellness.dashboard', en, { es: () => import('./es.json') });
