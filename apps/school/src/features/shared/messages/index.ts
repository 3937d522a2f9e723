import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The school app's shared messages (ADR 0023): words every school screen and form uses. */
export const sharedMessages = defineMessages('school.shared', en, { es: () => import('./es.json') });
