import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Household subscriptions' messages (ADR 0023): English with the code, Spanish fetched when a member uses it. */
export const householdSubscriptionsMessages = defineMessages('money.householdSubscriptions', en, {
  es: () => import('./es.json'),
});
