import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Pet Care's messages (ADR 0023). */
export const petsMessages = defineMessages('home.pets', en, { es: () => import('./es.json') });

/** The `t` of this catalogue, for helpers that word a pet's care. */
export type PetsT = (typeof petsMessages)['t'];
