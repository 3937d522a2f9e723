import { Router } from 'express';
import {
  createRecipeBody,
  ingredientSearchQuery,
  recipeListQuery,
  updateRecipeBody,
} from '@familyhub/contracts';
import { callerOf, parse, parseId } from '@familyhub/server-kit';
import type { RecipesService } from './recipes.service';

/** `/api/recipes` (001 §7): the library a page at a time, one recipe, add, change, delete; the ingredient list. */
export function recipesRouter(service: RecipesService): Router {
  const router = Router();

  router.get('/api/recipes', async (req, res) => {
    res.json(await service.list(callerOf(req), parse(recipeListQuery, req.query)));
  });

  router.get('/api/recipes/ingredients', async (req, res) => {
    const { search } = parse(ingredientSearchQuery, req.query);
    res.json(await service.ingredients(callerOf(req), search));
  });

  router.post('/api/recipes', async (req, res) => {
    res.status(201).json(await service.create(callerOf(req), parse(createRecipeBody, req.body)));
  });

  router.get('/api/recipes/:id', async (req, res) => {
    res.json(await service.get(callerOf(req), parseId(req.params.id, 'Recipe')));
  });

  router.patch('/api/recipes/:id', async (req, res) => {
    const id = parseId(req.params.id, 'Recipe');
    res.json(await service.update(callerOf(req), id, parse(updateRecipeBody, req.body)));
  });

  router.delete('/api/recipes/:id', async (req, res) => {
    await service.remove(callerOf(req), parseId(req.params.id, 'Recipe'));
    res.status(204).end();
  });

  return router;
}
