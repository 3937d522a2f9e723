import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Points' messages (ADR 0023). */
export const pointsMessages = defineMessages('home.points', en, { es: () => import('./es.json') });
