import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Allowances' messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const allowancesMessages = defineMessages('money.allowances', en, { es: () => import('./es.json') });
