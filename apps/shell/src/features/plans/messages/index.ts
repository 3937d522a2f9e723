import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The plans pages' messages: Premium features, checkout, the subscription demo (ADR 0023). */
export const plansMessages = defineMessages('shell.plans', en, { es: () => import('./es.json') });
