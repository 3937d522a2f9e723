import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** The Mood Tracker's messages (ADR 0023). */
export const moodsMessages = defineMessages('wellness.moods', en, { es: () => import('./es.json') });
