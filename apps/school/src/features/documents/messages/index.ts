import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The Digital Backpack's messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const documentsMessages = defineMessages('school.documents', en, { es: () => import('./es.json') });
