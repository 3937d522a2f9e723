import type { GenerateShoppingListAnswer, Recipe } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { setupHomeApi } from '../testing/home-api';

const FAMILY = 9901;
const parent: Caller = { userId: 191, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 192, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 199, familyId: 9902, role: 'admin', plan: 'annual' };

const { as, shopping, planning, clock } = setupHomeApi();

let bolognese: Recipe;
let pancakes: Recipe;
beforeAll(async () => {
  clock.now = new Date('2026-11-23T09:00:00Z');
  const add = async (body: object) =>
    (await as(parent).post('/api/recipes').send(body).expect(201)).body as Recipe;
  bolognese = await add({
    title: 'Spaghetti bolognese',
    servings: 4,
    category: 'dinner',
    ingredients: [
      { name: 'Spaghetti', quantity: 500, unit: 'g' },
      { name: 'Minced beef', quantity: 0.5, unit: 'kg' },
      { name: 'Olive oil', quantity: 2, unit: 'tbsp' },
      { name: 'Salt' },
    ],
  });
  pancakes = await add({
    title: 'Pancakes',
    servings: 2,
    ingredients: [
      { name: 'Flour', quantity: 250, unit: 'g' },
      { name: 'Spaghetti', quantity: 0 + 250, unit: 'g' },
      { name: 'Olive oil', quantity: 1, unit: 'tsp' },
    ],
  });
  const plan = (date: string, recipeId: number, servings?: number) =>
    as(parent).post('/api/meal-plans').send({ date, mealType: 'dinner', recipeId, servings }).expect(201);
  await plan('2026-11-23', bolognese.id); // as written: 4 servings
  await plan('2026-11-25', bolognese.id, 2); // halved
  await plan('2026-11-27', pancakes.id, 4); // doubled
  await plan('2026-12-10', pancakes.id); // outside the week
  await as(parent)
    .post('/api/meal-plans')
    .send({ date: '2026-11-24', mealType: 'lunch', title: 'Leftovers' });
  // The pantry holds half a kilo of spaghetti and salt.
  await as(parent)
    .post('/api/pantry-items')
    .send({ name: 'spaghetti', quantity: 500, unit: 'g' })
    .expect(201);
  await as(parent).post('/api/pantry-items').send({ name: 'Salt', quantity: 1, unit: 'pieces' }).expect(201);
});

beforeEach(() => {
  shopping.length = 0;
  planning.down = false;
});

async function generate(by: Caller, body: object = {}) {
  return (await as(by).post('/api/generate-shopping-list').send(body).expect(200))
    .body as GenerateShoppingListAnswer;
}

describe('POST /api/generate-shopping-list', () => {
  it('sums the week’s ingredients scaled by servings, less the pantry, onto planning’s list', async () => {
    const answer = await generate(parent);
    expect(answer).toMatchObject({ startDate: '2026-11-23', endDate: '2026-11-30', meals: 4, added: 4 });
    // Spaghetti: 500 + 250 (halved) + 500 (doubled) = 1.25 kg, the pantry's 500 g off → 750 g.
    expect(answer.lines.map((l) => [l.name, l.needed, l.inPantry, l.toBuy, l.outcome])).toEqual([
      ['Flour', '500 g', null, '500 g', 'added'],
      ['Minced beef', '750 g', null, '750 g', 'added'],
      ['Olive oil', '3.67 tbsp', null, '3.67 tbsp', 'added'],
      ['Salt', 'as needed', null, null, 'in-pantry'],
      ['Spaghetti', '1.25 kg', '500 g', '750 g', 'added'],
    ]);
    expect(shopping).toHaveLength(1);
    expect(shopping[0].caller).toMatchObject({ userId: parent.userId, familyId: FAMILY });
    const spaghetti = shopping[0].items.find((i) => i.name === 'Spaghetti');
    expect(spaghetti).toEqual({
      sourceKey: `ingredient:${bolognese.ingredients[0].ingredientId}:mass`,
      name: 'Spaghetti',
      quantity: '750 g',
      category: null,
      fromRecipe: true,
      recipeId: bolognese.id,
    });
  });

  it('asks for the same quantities again when generated twice (planning keeps them by source key)', async () => {
    await generate(parent);
    await generate(parent);
    expect(shopping[1].items).toEqual(shopping[0].items);
  });

  it('still counts a planned recipe once it is archived', async () => {
    const before = await generate(parent);
    await as(parent).patch(`/api/recipes/${pancakes.id}`).send({ isActive: false }).expect(200);
    try {
      const after = await generate(parent);
      expect(after.meals).toBe(before.meals);
      expect(after.lines).toEqual(before.lines);
      expect(after.lines.map((l) => l.name)).toContain('Flour');
    } finally {
      await as(parent).patch(`/api/recipes/${pancakes.id}`).send({ isActive: true }).expect(200);
    }
  });

  it('takes a range, and lets a child generate the list', async () => {
    const answer = await generate(child, { startDate: '2026-12-10', endDate: '2026-12-10' });
    expect(answer).toMatchObject({ meals: 1 });
    expect(answer.lines.map((l) => [l.name, l.toBuy])).toEqual([
      ['Flour', '250 g'],
      ['Olive oil', '1 tsp'],
      ['Spaghetti', null],
    ]);
  });

  it('answers an empty list for another family and puts nothing on it', async () => {
    const answer = await generate(stranger);
    expect(answer).toMatchObject({ meals: 0, lines: [], added: 0 });
    expect(shopping).toEqual([]);
  });

  it('says what is wrong with a range, and fails when planning does not answer', async () => {
    const res = await as(parent)
      .post('/api/generate-shopping-list')
      .send({ startDate: '2026-11-30', endDate: '2026-11-23' })
      .expect(400);
    expect(res.body.message).toContain('End date must be on or after the start date');
    await as(parent).post('/api/generate-shopping-list').send({ startDate: 'soon' }).expect(400);
    planning.down = true;
    const down = await as(parent)
      .post('/api/generate-shopping-list')
      .send({})
      .expect((r) => r.status >= 500);
    expect(down.body).toHaveProperty('error');
  });
});
