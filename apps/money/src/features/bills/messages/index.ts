import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Bills' messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const billsMessages = defineMessages('money.bills', en, { es: () => import('./es.json') });
