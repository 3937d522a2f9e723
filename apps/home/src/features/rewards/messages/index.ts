import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Rewards' messages (ADR 0023). */
export const rewardsMessages = defineMessages('home.rewards', en, { es: () => import('./es.json') });
