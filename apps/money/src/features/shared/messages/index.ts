import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Money's shared messages (ADR 0023): the for-parents panel, amount and receipt fields, repeat cycles. */
export const sharedMessages = defineMessages('money.shared', en, { es: () => import('./es.json') });
