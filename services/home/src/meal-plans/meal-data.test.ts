import type { MealPlan, Recipe } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupHomeApi } from '../testing/home-api';

const FAMILY = 9801;
const admin: Caller = { userId: 171, familyId: FAMILY, role: 'admin', plan: 'annual' };
const pat: Caller = { userId: 172, familyId: FAMILY, role: 'parent', plan: 'annual' };
const stranger: Caller = { userId: 181, familyId: 9802, role: 'admin', plan: 'annual' };

const { as } = setupHomeApi();

describe('export, member removal and family deletion reach recipes and meals', () => {
  it('exports the family’s recipes, ingredients and meals, and forgets who added them', async () => {
    const recipe = (
      await as(pat)
        .post('/api/recipes')
        .send({
          title: 'Chili',
          nutritionInfo: { calories: 410 },
          ingredients: [{ name: 'Beans', quantity: 2, unit: 'cans' }],
        })
        .expect(201)
    ).body as Recipe;
    await as(pat).patch(`/api/recipes/${recipe.id}`).send({ isActive: false }).expect(200);
    await as(pat)
      .post('/api/meal-plans')
      .send({ date: '2026-11-24', mealType: 'dinner', recipeId: recipe.id });

    const ours = (await as(admin).get('/internal/export').expect(200)).body;
    expect(ours.tables.recipes).toEqual([
      expect.objectContaining({
        title: 'Chili',
        is_active: false,
        nutrition_info: { calories: 410, protein: null, carbs: null, fat: null },
      }),
    ]);
    expect(ours.tables.ingredients).toEqual([expect.objectContaining({ name: 'Beans' })]);
    expect(ours.tables.recipe_ingredients).toHaveLength(1);
    expect(ours.tables.meal_plans).toEqual([expect.objectContaining({ title: 'Chili' })]);
    const theirs = (await as(stranger).get('/internal/export').expect(200)).body;
    expect(theirs.tables.recipes ?? []).toEqual([]);

    const removed = await as(admin).post(`/internal/members/${pat.userId}/removed`).expect(200);
    expect(removed.body.changed).toMatchObject({ recipes: 1, ingredients: 1, meal_plans: 1 });
    expect((await as(admin).get(`/api/recipes/${recipe.id}`).expect(200)).body.createdById).toBeNull();
    const meals = (await as(admin).get('/api/meal-plans?from=2026-11-24&to=2026-11-24').expect(200))
      .body as MealPlan[];
    expect(meals[0].createdById).toBeNull();

    await as(admin)
      .delete(`/internal/families/${FAMILY}`)
      .expect((res) => expect(res.status).toBeLessThan(300));
    const after = (await as(admin).get('/internal/export').expect(200)).body;
    expect(after.tables.recipes ?? []).toEqual([]);
    expect(after.tables.meal_plans ?? []).toEqual([]);
  });
});
