import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Expenses' messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const expensesMessages = defineMessages('money.expenses', en, { es: () => import('./es.json') });
