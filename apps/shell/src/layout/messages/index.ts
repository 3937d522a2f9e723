import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The application shell's messages: sidebar, header, phone navigation, frames (ADR 0023). */
export const layoutMessages = defineMessages('shell.layout', en, { es: () => import('./es.json') });
