import { defineMessages } from '@familyhub/ui/i18n';
import en from './en.json';

/** Meal Planning's messages (ADR 0023). */
export const mealPlanningMessages = defineMessages('home.mealPlanning', en, {
  es: () => import('./es.json'),
});

/** The `t` of this catalogue, for helpers that word a recipe or a meal. */
export type MealPlanningT = (typeof mealPlanningMessages)['t'];
