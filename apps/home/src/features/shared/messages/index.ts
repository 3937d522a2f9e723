import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The home app's shared messages (ADR 0023): form buttons and the words for days. */
export const sharedMessages = defineMessages('home.shared', en, { es: () => import('./es.json') });

/** The `t` of the shared catalogue, for helpers that word a day. */
export type SharedT = (typeof sharedMessages)['t'];
