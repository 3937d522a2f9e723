import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The home dashboard cards' messages (ADR 0023). */
export const dashboardMessages = defineMessages('home.dashboard', en, { es: () => import('./es.json') });
