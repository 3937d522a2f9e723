import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Water Intake's messages (ADR 0023). */
export const waterMessages = defineMessages('wellness.water', en, { es: () => import('./es.json') });
