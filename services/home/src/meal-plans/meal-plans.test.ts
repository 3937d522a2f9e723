import type { MealPlan, Recipe } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupHomeApi } from '../testing/home-api';

const FAMILY = 9701;
const parent: Caller = { userId: 151, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 152, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 161, familyId: 9702, role: 'admin', plan: 'annual' };

const { as, recordPublished } = setupHomeApi();
const published = recordPublished(FAMILY);
const WEEK = '?from=2026-11-23&to=2026-11-29';

let lasagne: Recipe;
beforeAll(async () => {
  lasagne = (
    await as(parent)
      .post('/api/recipes')
      .send({
        title: 'Lasagne',
        servings: 4,
        ingredients: [{ name: 'Pasta sheets', quantity: 250, unit: 'g' }],
      })
      .expect(201)
  ).body as Recipe;
});

beforeEach(async () => {
  for (const who of [parent, stranger]) {
    const meals = (await as(who).get(`/api/meal-plans${WEEK}`).expect(200)).body as MealPlan[];
    for (const m of meals) await as(who).delete(`/api/meal-plans/${m.id}`).expect(204);
  }
  published.length = 0;
});

async function plan(by: Caller, body: Record<string, unknown>, status = 201) {
  return (await as(by).post('/api/meal-plans').send(body).expect(status)).body as MealPlan;
}
const week = async (by: Caller) =>
  (await as(by).get(`/api/meal-plans${WEEK}`).expect(200)).body as MealPlan[];

describe('/api/meal-plans', () => {
  it("takes the spec's body as it is: createdById accepted and ignored, the caller recorded (001 §5)", async () => {
    const snack = await plan(parent, {
      date: '2026-11-25',
      mealType: 'snack',
      recipeId: lasagne.id,
      createdById: child.userId,
    });
    expect(snack.createdById).toBe(parent.userId);
  });

  it('plans a recipe or a free-text meal in a slot of a day, and lists the week', async () => {
    const dinner = await plan(parent, {
      date: '2026-11-24',
      mealType: 'dinner',
      recipeId: lasagne.id,
      servings: 6,
    });
    expect(dinner).toMatchObject({
      date: '2026-11-24',
      mealType: 'dinner',
      recipeId: lasagne.id,
      title: 'Lasagne',
      servings: 6,
      createdById: parent.userId,
    });
    await plan(parent, { date: '2026-11-23', mealType: 'lunch', title: 'Leftovers' });
    await plan(parent, { date: '2026-11-30', mealType: 'lunch', title: 'Next week' });
    expect(published).toContain('meal-plans');
    expect((await week(child)).map((m) => [m.date, m.mealType, m.title])).toEqual([
      ['2026-11-23', 'lunch', 'Leftovers'],
      ['2026-11-24', 'dinner', 'Lasagne'],
    ]);
    const next = (await as(parent).get('/api/meal-plans?from=2026-11-30&to=2026-11-30').expect(200)).body;
    expect(next).toHaveLength(1);
    await as(parent).delete(`/api/meal-plans/${next[0].id}`).expect(204);
  });

  it('moves a meal to another day and slot, and removes it', async () => {
    const meal = await plan(parent, { date: '2026-11-24', mealType: 'dinner', recipeId: lasagne.id });
    const moved = await as(parent)
      .patch(`/api/meal-plans/${meal.id}`)
      .send({ date: '2026-11-26', mealType: 'lunch', servings: 2, title: 'Not renamed' })
      .expect(200);
    expect(moved.body).toMatchObject({
      date: '2026-11-26',
      mealType: 'lunch',
      servings: 2,
      title: 'Lasagne',
    });
    await as(parent).delete(`/api/meal-plans/${meal.id}`).expect(204);
    expect(await week(parent)).toEqual([]);
  });

  it('keeps a deleted recipe’s meals as free text', async () => {
    const soup = (await as(parent).post('/api/recipes').send({ title: 'Soup' }).expect(201)).body as Recipe;
    const meal = await plan(parent, { date: '2026-11-25', mealType: 'lunch', recipeId: soup.id });
    await as(parent).delete(`/api/recipes/${soup.id}`).expect(204);
    expect((await week(parent)).find((m) => m.id === meal.id)).toMatchObject({
      recipeId: null,
      title: 'Soup',
    });
  });

  it('keeps an archived recipe’s meals as they were, recipe and all', async () => {
    const stew = (
      await as(parent)
        .post('/api/recipes')
        .send({ title: 'Stew', ingredients: [{ name: 'Carrots', quantity: 4 }] })
        .expect(201)
    ).body as Recipe;
    const meal = await plan(parent, { date: '2026-11-26', mealType: 'dinner', recipeId: stew.id });
    await as(parent).patch(`/api/recipes/${stew.id}`).send({ isActive: false }).expect(200);
    expect((await week(child)).find((m) => m.id === meal.id)).toMatchObject({
      recipeId: stew.id,
      title: 'Stew',
    });
    expect((await as(child).get(`/api/recipes/${stew.id}`).expect(200)).body).toMatchObject({
      title: 'Stew',
      isActive: false,
    });
  });

  it('lets a child see the meals but not plan, move or remove them', async () => {
    const meal = await plan(parent, { date: '2026-11-24', mealType: 'dinner', recipeId: lasagne.id });
    expect(await week(child)).toHaveLength(1);
    const refused = await as(child)
      .post('/api/meal-plans')
      .send({ date: '2026-11-24', mealType: 'snack', title: 'Cake' })
      .expect(403);
    expect(refused.body.message).toBe('Only parents and admins can plan meals');
    await as(child).patch(`/api/meal-plans/${meal.id}`).send({ mealType: 'lunch' }).expect(403);
    const del = await as(child).delete(`/api/meal-plans/${meal.id}`).expect(403);
    expect(del.body.message).toBe('Only parents and admins can remove meals');
  });

  it('answers 404 for another family’s meal and refuses their recipe', async () => {
    const meal = await plan(parent, { date: '2026-11-24', mealType: 'dinner', recipeId: lasagne.id });
    await as(stranger).patch(`/api/meal-plans/${meal.id}`).send({ mealType: 'lunch' }).expect(404);
    await as(stranger).delete(`/api/meal-plans/${meal.id}`).expect(404);
    expect(await week(stranger)).toEqual([]);
    const theirs = await as(stranger)
      .post('/api/meal-plans')
      .send({ date: '2026-11-24', mealType: 'dinner', recipeId: lasagne.id })
      .expect(400);
    expect(theirs.body.message).toBe('Recipe not found');
  });

  it('says what is wrong with a meal or a window', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ mealType: 'dinner', title: 'x' }, 'Date must be a date like 2026-11-23'],
      [
        { date: '2026-11-24', mealType: 'brunch', title: 'x' },
        'Meal type must be breakfast, lunch, dinner or snack',
      ],
      [{ date: '2026-11-24', mealType: 'dinner' }, 'Choose a recipe or write a meal'],
      [
        { date: '2026-11-24', mealType: 'dinner', title: 'x', servings: 0 },
        'Servings must be a whole number',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as(parent).post('/api/meal-plans').send(body).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    await as(parent).get('/api/meal-plans').expect(400);
    await as(parent).get('/api/meal-plans?from=2026-11-29&to=2026-11-23').expect(400);
    await as(parent).get('/api/meal-plans?from=2026-01-01&to=2026-12-31').expect(400);
    await as(parent).patch('/api/meal-plans/1').send({}).expect(400);
  });
});
