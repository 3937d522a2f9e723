import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The subscription's messages: plans, prices, billing history, plan changes (ADR 0023). */
export const subscriptionMessages = defineMessages('shell.subscription', en, {
  es: () => import('./es.json'),
});
