export { ingredients, recipeIngredients, recipes } from './recipes.table';
export { createRecipesRepository } from './recipes.repository';
export { recipesRouter } from './recipes.router';
export { createRecipesService, RECIPES_TOPIC, type RecipesService } from './recipes.service';
