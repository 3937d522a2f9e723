export { MealPlanningScreen } from './components/meal-planning-screen';
export { useMealPlans } from './api/list-meal-plans';
export { addDays, isoDay, mondayOf, dayLabel } from './components/week';
export { mealTypeLabels } from './components/meal-labels';
