import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The offline app's messages: the offline and sync status, install, new version (ADR 0023). */
export const offlineMessages = defineMessages('shell.offline', en, { es: () => import('./es.json') });
