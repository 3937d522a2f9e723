export { mealPlans } from './meal-plans.table';
export { createMealPlansRepository } from './meal-plans.repository';
export { mealPlansRouter } from './meal-plans.router';
export {
  createMealPlansService,
  MEAL_PLANS_TOPIC,
  type MealPlansService,
  type PantryReader,
  type ShoppingListWriter,
} from './meal-plans.service';
