import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Me Time's messages (ADR 0023). */
export const meTimeMessages = defineMessages('wellness.meTime', en, { es: () => import('./es.json') });
