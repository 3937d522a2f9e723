import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Check-ins' messages (ADR 0023). */
export const checkinsMessages = defineMessages('wellness.checkins', en, { es: () => import('./es.json') });
