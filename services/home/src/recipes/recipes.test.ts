import type { Ingredient, Recipe, RecipePage } from '@familyhub/contracts';
import type { Caller } from '@familyhub/server-kit';
import { PNG_BYTES } from '@familyhub/server-kit/testing';
import { setupHomeApi } from '../testing/home-api';

const FAMILY = 9601;
const admin: Caller = { userId: 131, familyId: FAMILY, role: 'admin', plan: 'annual' };
const parent: Caller = { userId: 132, familyId: FAMILY, role: 'parent', plan: 'annual' };
const child: Caller = { userId: 133, familyId: FAMILY, role: 'child', plan: 'annual' };
const stranger: Caller = { userId: 141, familyId: 9602, role: 'admin', plan: 'annual' };

const { as, recordPublished } = setupHomeApi();
const published = recordPublished(FAMILY);

const pancakes = {
  title: 'Pancakes',
  description: 'Fluffy',
  instructions: 'Mix, rest, fry.',
  prepTime: 10,
  cookTime: 15,
  servings: 4,
  difficulty: 'easy',
  category: 'breakfast',
  tags: ['sweet', 'weekend'],
  ingredients: [
    { name: 'Flour', quantity: 250, unit: 'g' },
    { name: 'Milk', quantity: 500, unit: 'ml', notes: 'whole' },
    { name: 'Eggs', quantity: 2, unit: 'pieces' },
  ],
};

async function add(by: Caller, body: Record<string, unknown>): Promise<Recipe> {
  return (await as(by).post('/api/recipes').send(body).expect(201)).body as Recipe;
}
async function titles(by: Caller, query = ''): Promise<string[]> {
  const page = (await as(by).get(`/api/recipes${query}`).expect(200)).body as RecipePage;
  return page.items.map((r) => r.title);
}

beforeEach(async () => {
  for (const who of [admin, stranger]) {
    for (const shelf of ['', '&archived=true']) {
      const page = (await as(who).get(`/api/recipes?limit=100${shelf}`).expect(200)).body as RecipePage;
      for (const r of page.items) await as(who).delete(`/api/recipes/${r.id}`).expect(204);
    }
  }
  published.length = 0;
});

describe('/api/recipes', () => {
  it('adds a recipe with its ingredients, drawn from the family ingredient list', async () => {
    const recipe = await add(parent, pancakes);
    expect(recipe).toMatchObject({
      title: 'Pancakes',
      servings: 4,
      difficulty: 'easy',
      category: 'breakfast',
      tags: ['sweet', 'weekend'],
      isFavorite: false,
      imageUrl: null,
      isActive: true,
      nutritionInfo: null,
      createdById: parent.userId,
    });
    expect(recipe.ingredients.map((i) => [i.name, i.quantity, i.unit, i.notes])).toEqual([
      ['Flour', 250, 'g', null],
      ['Milk', 500, 'ml', 'whole'],
      ['Eggs', 2, 'pieces', null],
    ]);
    expect(published).toContain('recipes');
    const listed = (await as(child).get('/api/recipes').expect(200)).body as RecipePage;
    expect(listed.items[0]).toMatchObject({ title: 'Pancakes', ingredientCount: 3 });
    expect(listed.items[0]).not.toHaveProperty('ingredients');

    // A second recipe naming "flour" uses the same ingredient, whatever its case.
    const crepes = await add(admin, {
      title: 'Crêpes',
      ingredients: [{ name: 'flour', quantity: 125, unit: 'g' }],
    });
    expect(crepes.ingredients[0].ingredientId).toBe(recipe.ingredients[0].ingredientId);
    expect(crepes).toMatchObject({ servings: 4, difficulty: 'medium', category: null, tags: [] });

    const list = (await as(child).get('/api/recipes/ingredients?search=fl').expect(200)).body as Ingredient[];
    expect(list.map((i) => i.name)).toEqual(['Flour']);
    expect((await as(stranger).get('/api/recipes/ingredients').expect(200)).body).toEqual([]);
  });

  it('pages the library by title, with tabs, search and favourites', async () => {
    await add(parent, pancakes);
    await add(parent, { title: 'apple pie', category: 'dessert', tags: ['baking'] });
    await add(parent, { title: 'Lasagne', category: 'dinner', isFavorite: true });
    await add(parent, { title: 'Soup', category: 'lunch' });
    await add(parent, { title: 'Trail mix', category: 'snack' });

    expect(await titles(child)).toEqual(['apple pie', 'Lasagne', 'Pancakes', 'Soup', 'Trail mix']);
    expect(await titles(child, '?tab=breakfast')).toEqual(['Pancakes']);
    expect(await titles(child, '?tab=lunch-dinner')).toEqual(['Lasagne', 'Soup']);
    expect(await titles(child, '?tab=dessert')).toEqual(['apple pie']);
    expect(await titles(child, '?favorites=true')).toEqual(['Lasagne']);
    expect(await titles(child, '?search=SAG')).toEqual(['Lasagne']);
    expect(await titles(child, '?search=baking')).toEqual(['apple pie']);
    expect(await titles(child, '?search=100%25')).toEqual([]);

    const first = (await as(child).get('/api/recipes?limit=2').expect(200)).body as RecipePage;
    expect(first.items.map((r) => r.title)).toEqual(['apple pie', 'Lasagne']);
    const second = (await as(child).get(`/api/recipes?limit=2&cursor=${first.nextCursor}`).expect(200))
      .body as RecipePage;
    expect(second.items.map((r) => r.title)).toEqual(['Pancakes', 'Soup']);
    const last = (await as(child).get(`/api/recipes?limit=2&cursor=${second.nextCursor}`).expect(200))
      .body as RecipePage;
    expect(last).toMatchObject({
      items: [expect.objectContaining({ title: 'Trail mix' })],
      nextCursor: null,
    });
    await as(child).get('/api/recipes?cursor=not-ours').expect(400);
  });

  it('changes a recipe and replaces its ingredients', async () => {
    const recipe = await add(parent, pancakes);
    const res = await as(admin)
      .patch(`/api/recipes/${recipe.id}`)
      .send({ servings: 2, ingredients: [{ name: 'Oat milk', quantity: 1, unit: 'cup' }] })
      .expect(200);
    expect(res.body).toMatchObject({ servings: 2, title: 'Pancakes' });
    expect((res.body as Recipe).ingredients.map((i) => i.name)).toEqual(['Oat milk']);
    const again = (await as(child).get(`/api/recipes/${recipe.id}`).expect(200)).body as Recipe;
    expect(again.ingredients).toHaveLength(1);
  });

  it('keeps nutrition per serving, each figure optional, and shows it in the library too', async () => {
    const recipe = await add(parent, {
      ...pancakes,
      nutritionInfo: { calories: 320, protein: 9.5, carbs: 48, fat: 10 },
    });
    expect(recipe.nutritionInfo).toEqual({ calories: 320, protein: 9.5, carbs: 48, fat: 10 });
    const listed = (await as(child).get('/api/recipes').expect(200)).body as RecipePage;
    expect(listed.items[0].nutritionInfo).toEqual({ calories: 320, protein: 9.5, carbs: 48, fat: 10 });
    const some = await as(parent)
      .patch(`/api/recipes/${recipe.id}`)
      .send({ nutritionInfo: { calories: 280 } })
      .expect(200);
    expect(some.body.nutritionInfo).toEqual({ calories: 280, protein: null, carbs: null, fat: null });
    // A change that leaves nutrition out keeps it; an empty one, or null, clears it.
    await as(parent).patch(`/api/recipes/${recipe.id}`).send({ servings: 2 }).expect(200);
    expect((await as(child).get(`/api/recipes/${recipe.id}`).expect(200)).body.nutritionInfo).toMatchObject({
      calories: 280,
    });
    const empty = await as(parent)
      .patch(`/api/recipes/${recipe.id}`)
      .send({ nutritionInfo: { calories: null } })
      .expect(200);
    expect(empty.body.nutritionInfo).toBeNull();
    await as(parent)
      .patch(`/api/recipes/${recipe.id}`)
      .send({ nutritionInfo: { fat: 3 } })
      .expect(200);
    const cleared = await as(parent)
      .patch(`/api/recipes/${recipe.id}`)
      .send({ nutritionInfo: null })
      .expect(200);
    expect(cleared.body.nutritionInfo).toBeNull();
    await as(child)
      .patch(`/api/recipes/${recipe.id}`)
      .send({ nutritionInfo: { calories: 1 } })
      .expect(403);
  });

  it('archives a recipe: gone from the tabs, favourites and search, listed as archived, restored', async () => {
    const recipe = await add(parent, { ...pancakes, isFavorite: true });
    await add(parent, { title: 'Porridge', category: 'breakfast' });
    published.length = 0;
    const archived = await as(parent)
      .patch(`/api/recipes/${recipe.id}`)
      .send({ isActive: false })
      .expect(200);
    expect(archived.body).toMatchObject({ title: 'Pancakes', isActive: false });
    expect(published).toEqual(['recipes']);
    expect(await titles(child)).toEqual(['Porridge']);
    expect(await titles(child, '?tab=breakfast')).toEqual(['Porridge']);
    expect(await titles(child, '?favorites=true')).toEqual([]);
    expect(await titles(child, '?search=pan')).toEqual([]);
    expect(await titles(child, '?archived=true')).toEqual(['Pancakes']);
    expect(await titles(child, '?archived=true&search=pan')).toEqual(['Pancakes']);
    expect(await titles(child, '?archived=false')).toEqual(['Porridge']);
    // Still there for the meals that used it.
    expect((await as(child).get(`/api/recipes/${recipe.id}`).expect(200)).body).toMatchObject({
      title: 'Pancakes',
      isActive: false,
      ingredients: expect.arrayContaining([expect.objectContaining({ name: 'Flour' })]),
    });
    const refused = await as(child).patch(`/api/recipes/${recipe.id}`).send({ isActive: true }).expect(403);
    expect(refused.body.message).toBe('Only parents and admins can change recipes');
    await as(stranger).patch(`/api/recipes/${recipe.id}`).send({ isActive: true }).expect(404);
    expect(await titles(stranger, '?archived=true')).toEqual([]);
    await as(admin).patch(`/api/recipes/${recipe.id}`).send({ isActive: true }).expect(200);
    expect(await titles(child)).toEqual(['Pancakes', 'Porridge']);
    expect(await titles(child, '?archived=true')).toEqual([]);
    await as(parent).post('/api/recipes').send({ title: 'x', isActive: false }).expect(400);
  });

  it('lets a child read and star recipes, but not add, change or delete them', async () => {
    const recipe = await add(parent, pancakes);
    const star = await as(child).patch(`/api/recipes/${recipe.id}`).send({ isFavorite: true }).expect(200);
    expect(star.body).toMatchObject({ isFavorite: true });
    const refused = await as(child).post('/api/recipes').send(pancakes).expect(403);
    expect(refused.body.message).toBe('Only parents and admins can add recipes');
    await as(child).patch(`/api/recipes/${recipe.id}`).send({ title: 'Mine' }).expect(403);
    const del = await as(child).delete(`/api/recipes/${recipe.id}`).expect(403);
    expect(del.body.message).toBe('Only parents and admins can delete recipes');
    await as(child).get(`/api/recipes/${recipe.id}`).expect(200);
  });

  it('keeps a photo from the file store, and the store forgets a replaced or deleted one', async () => {
    const upload = async (by: Caller) =>
      (await as(by).post('/api/home/files?use=photo').attach('file', PNG_BYTES, 'pie.png').expect(201)).body
        .fileUrl as string;
    const first = await upload(parent);
    const recipe = await add(parent, { title: 'Pie', imageUrl: first });
    expect(recipe.imageUrl).toBe(first);
    await as(child).get(first).expect(200);
    const second = await upload(parent);
    await as(parent).patch(`/api/recipes/${recipe.id}`).send({ imageUrl: second }).expect(200);
    await as(parent).get(first).expect(404);
    await as(parent).delete(`/api/recipes/${recipe.id}`).expect(204);
    await as(parent).get(second).expect(404);

    const refused = await as(parent)
      .post('/api/recipes')
      .send({ title: 'Pie', imageUrl: '/api/home/files/999999' })
      .expect(400);
    expect(refused.body.message).toBe('Upload the photo first');
    const theirs = await upload(stranger);
    await as(parent).post('/api/recipes').send({ title: 'Pie', imageUrl: theirs }).expect(400);
  });

  it('answers 404 for another family’s recipe on every route', async () => {
    const recipe = await add(parent, pancakes);
    await as(stranger).get(`/api/recipes/${recipe.id}`).expect(404);
    await as(stranger).patch(`/api/recipes/${recipe.id}`).send({ isFavorite: true }).expect(404);
    await as(stranger).patch(`/api/recipes/${recipe.id}`).send({ title: 'Ours' }).expect(404);
    await as(stranger).delete(`/api/recipes/${recipe.id}`).expect(404);
    expect(await titles(stranger)).toEqual([]);
    expect((await as(parent).get(`/api/recipes/${recipe.id}`).expect(200)).body.title).toBe('Pancakes');
  });

  it('says what is wrong with a recipe', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'Title is required'],
      [{ title: 'x', servings: 0 }, 'Servings must be a whole number from 1 to 100'],
      [{ title: 'x', difficulty: 'extreme' }, 'Difficulty must be easy, medium or hard'],
      [{ title: 'x', category: 'brunch' }, 'Category must be breakfast, lunch, dinner, dessert or snack'],
      [{ title: 'x', prepTime: -1 }, 'Prep time cannot be negative'],
      [{ title: 'x', ingredients: [{ name: '' }] }, 'Ingredient name is required'],
      [{ title: 'x', ingredients: [{ name: 'Salt', quantity: 0 }] }, 'Quantity must be more than 0'],
      [{ title: 'x', colour: 'red' }, 'Unrecognized key: "colour"'],
      [{ title: 'x', nutritionInfo: { calories: -5 } }, 'Calories must be a number from 0 to 10000'],
      [
        { title: 'x', nutritionInfo: { protein: 'lots' } },
        'Protein must be a number of grams from 0 to 1000',
      ],
      [{ title: 'x', nutritionInfo: { sugar: 3 } }, 'Unrecognized key: "sugar"'],
    ];
    for (const [body, message] of cases) {
      const res = await as(parent).post('/api/recipes').send(body).expect(400);
      expect(JSON.stringify(res.body)).toContain(JSON.stringify(message).slice(1, -1));
    }
    const recipe = await add(parent, pancakes);
    await as(parent).patch(`/api/recipes/${recipe.id}`).send({}).expect(400);
    await as(parent).get('/api/recipes?tab=brunch').expect(400);
    await as(parent).get('/api/recipes?archived=maybe').expect(400);
    await as(parent).get('/api/recipes/abc').expect(404);
  });
});
