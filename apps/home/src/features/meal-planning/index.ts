export { MealPlanningScreen } from './components/meal-planning-screen';
export { useMealPlans } from './api/meal-planning-api';
export { addDays, isoDay, mondayOf, dayLabel } from './components/week';
export { mealPlanningMessages } from './messages';
