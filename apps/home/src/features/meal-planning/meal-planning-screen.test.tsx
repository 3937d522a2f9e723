import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  defaultShoppingRange,
  type MealPlan,
  type Recipe,
  type RecipeSummary,
} from '@familyhub/contracts';
import { getToasts } from '@familyhub/ui';
import { applyLanguageSettings, formatsFor } from '@familyhub/ui/i18n';
import {
  cleanUpAfterEach,
  fakeApi,
  json,
  member,
  renderScreen,
  signedInAs,
  type FakeRoute,
} from '@familyhub/ui/testing';
import { addDays, dayLabel, isoDay, mondayOf, MealPlanningScreen } from '.';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const toastTitles = () => getToasts().map((t) => [t.title, t.variant]);

const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
const emma = member({ id: 2, name: 'Emma Johnson', role: 'child' });
const family = [parent, emma];
const today = isoDay(new Date());
const monday = mondayOf(today);

const summaryOf = ({ ingredients, instructions: _instructions, ...recipe }: Recipe): RecipeSummary => ({
  ...recipe,
  ingredientCount: ingredients.length,
});
const recipeOf = (id: number, title: string, overrides: Partial<Recipe> = {}): Recipe => ({
  id,
  title,
  description: null,
  instructions: null,
  prepTime: 10,
  cookTime: 20,
  servings: 4,
  difficulty: 'medium',
  category: 'dinner',
  tags: [],
  imageUrl: null,
  isFavorite: false,
  isActive: true,
  nutritionInfo: null,
  ingredients: [{ ingredientId: 1, name: 'Spaghetti', quantity: 500, unit: 'g', notes: null }],
  createdById: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
const bolognese = recipeOf(5, 'Spaghetti bolognese', { tags: ['pasta'] });
const pancakes = recipeOf(6, 'Pancakes', {
  category: 'breakfast',
  isFavorite: true,
  nutritionInfo: { calories: 320, protein: 9.5, carbs: null, fat: 10 },
});
const dinner: MealPlan = {
  id: 9,
  date: today,
  mealType: 'dinner',
  recipeId: 5,
  title: 'Spaghetti bolognese',
  servings: 6,
  notes: null,
  createdById: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
};

function routesFor(me: typeof parent, extra: Record<string, FakeRoute> = {}) {
  return {
    ...signedInAs(me, family),
    [`GET /api/meal-plans?from=${monday}&to=${addDays(monday, 6)}`]: json([dinner]),
    'GET /api/recipes?tab=all&limit=30': json({
      items: [pancakes, bolognese].map(summaryOf),
      nextCursor: null,
    }),
    'GET /api/recipes?tab=breakfast&limit=30': json({ items: [pancakes].map(summaryOf), nextCursor: null }),
    'GET /api/recipes?limit=50': json({ items: [pancakes, bolognese].map(summaryOf), nextCursor: null }),
    'GET /api/recipes/ingredients?search=': json([{ id: 1, name: 'Spaghetti', category: null, unit: null }]),
    ...extra,
  };
}

describe('MealPlanningScreen', () => {
  it('speaks Spanish: the week, the recipe library and the dialogs', async () => {
    fakeApi(routesFor(parent));
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <MealPlanningScreen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Planificación de comidas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generar lista de la compra' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semana anterior' })).toBeInTheDocument();
    const recipes = await screen.findByRole('list', { name: 'Recetas' });
    expect(recipes).toHaveTextContent('Desayuno · Media · 30 min · para 4 · 1 ingrediente');
    expect(recipes).toHaveTextContent('Por ración: 320 kcal · proteínas 9,5 g · grasas 10 g');
    expect(
      within(recipes).getByRole('button', { name: 'Marcar «Pancakes» como favorita' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comida/Cena' })).toBeInTheDocument();
    const spanishDay = dayLabel(today, formatsFor({ ...defaultLanguageSettings, language: 'es' }));
    const todays = await screen.findByRole('region', { name: `Cena, ${spanishDay}` });
    expect(todays).toHaveTextContent('para 6');
    await userEvent.click(screen.getByRole('button', { name: 'Sugerencias con IA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sugerencias con IA' });
    expect(within(dialog).getByLabelText('¿Qué te apetece comer?')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Pedir sugerencias' })).toBeDisabled();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir receta' }));
    const form = await screen.findByRole('dialog', { name: 'Añadir receta' });
    expect(within(form).getByLabelText('Tiempo de preparación (minutos)')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('shows the week with its meals and the recipe library with its tabs', async () => {
    fakeApi(routesFor(parent));
    renderScreen(<MealPlanningScreen />);
    const todays = await screen.findByRole('listitem', {
      name: dayLabel(today, formatsFor(defaultLanguageSettings)),
    });
    // The days and their slots are drawn while the meals load (the recipe library below keeps its place).
    expect(screen.getByText('Loading meals')).toHaveAttribute('role', 'status');
    expect(within(todays).getByRole('region', { name: /^Dinner,/ })).toBeInTheDocument();
    await waitFor(() => expect(todays).toHaveTextContent('Spaghetti bolognese'));
    expect(todays).toHaveTextContent('serves 6');
    expect(screen.queryByText('Loading meals')).not.toBeInTheDocument();
    const recipes = await screen.findByRole('list', { name: 'Recipes' });
    expect(
      within(recipes)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Pancakes', 'Spaghetti bolognese']);
    expect(within(recipes).getByRole('button', { name: 'Favourite Pancakes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Breakfast' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Recipes' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('generates the shopping list for a week from today and says what it did', async () => {
    const { calls } = fakeApi(
      routesFor(parent, {
        'POST /api/generate-shopping-list': json({
          ...defaultShoppingRange(today),
          meals: 3,
          lines: [
            { name: 'Spaghetti', needed: '1.25 kg', inPantry: '500 g', toBuy: '750 g', outcome: 'added' },
          ],
          added: 1,
          updated: 0,
        }),
      }),
    );
    renderScreen(<MealPlanningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Shopping List' }));
    await waitFor(() => expect(toastTitles()).toContainEqual(['Shopping list generated', undefined]));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(defaultShoppingRange(today));
    const lines = await screen.findByRole('list', { name: 'Generated shopping list' });
    expect(lines).toHaveTextContent('needs 1.25 kg, 500 g in the pantry, buy 750 g — added');
  });

  it('names the days of a generated list the Spanish way to a member who reads Spanish', async () => {
    fakeApi(
      routesFor(parent, {
        'POST /api/generate-shopping-list': json({
          startDate: '2026-11-29',
          endDate: '2026-12-05',
          meals: 3,
          lines: [],
          added: 0,
          updated: 0,
        }),
      }),
    );
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <MealPlanningScreen />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Generar lista de la compra' }));
    expect(
      await screen.findByText('Lista de la compra de 3 comidas (29 nov 2026 a 5 dic 2026)'),
    ).toBeInTheDocument();
  });

  it('says when the shopping list could not be generated', async () => {
    fakeApi(
      routesFor(parent, {
        'POST /api/generate-shopping-list': json(
          { error: 'service_unavailable', message: 'Planning is down' },
          503,
        ),
      }),
    );
    renderScreen(<MealPlanningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Shopping List' }));
    await waitFor(() =>
      expect(toastTitles()).toContainEqual(['Failed to generate shopping list', 'destructive']),
    );
  });

  it('adds a recipe with its ingredients', async () => {
    const { calls } = fakeApi(routesFor(parent, { 'POST /api/recipes': json(recipeOf(7, 'Chili'), 201) }));
    renderScreen(<MealPlanningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Recipe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Chili');
    await userEvent.type(within(dialog).getByLabelText('Ingredient 1'), 'Beans');
    await userEvent.type(within(dialog).getByLabelText('Quantity of ingredient 1'), '2');
    await userEvent.clear(within(dialog).getByLabelText('Unit of ingredient 1'));
    await userEvent.type(within(dialog).getByLabelText('Unit of ingredient 1'), 'cans');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Chili',
      servings: 4,
      ingredients: [{ name: 'Beans', quantity: 2, unit: 'cans', notes: null }],
    });
  });

  it('uploads a photo first and the recipe keeps its address', async () => {
    const { calls } = fakeApi(
      routesFor(parent, {
        'POST /api/home/files?use=photo': json(
          { fileUrl: '/api/home/files/3', fileType: 'image/png', fileSize: 4, name: 'pie.png' },
          201,
        ),
        'POST /api/recipes': json(recipeOf(8, 'Pie', { imageUrl: '/api/home/files/3' }), 201),
      }),
    );
    renderScreen(<MealPlanningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Recipe' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Pie');
    const input = dialog.querySelector<HTMLInputElement>('#recipe-photo')!;
    await userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'pie.png', { type: 'image/png' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/api/home/files?use=photo',
        '/api/recipes',
      ]),
    );
    expect(calls.find((c) => c.path === '/api/recipes')?.body).toMatchObject({
      title: 'Pie',
      imageUrl: '/api/home/files/3',
    });
  });

  it('loads a recipe with its ingredients to edit it', async () => {
    fakeApi(routesFor(parent, { 'GET /api/recipes/5': json(bolognese) }));
    renderScreen(<MealPlanningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Spaghetti bolognese' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Recipe' });
    expect(await within(dialog).findByLabelText('Ingredient 1')).toHaveValue('Spaghetti');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Spaghetti bolognese');
  });

  it('asks before removing a meal', async () => {
    const { calls } = fakeApi(routesFor(parent, { 'DELETE /api/meal-plans/9': json(undefined, 204) }));
    renderScreen(<MealPlanningScreen />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Delete Spaghetti bolognese \(dinner/ }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Spaghetti bolognese?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('lets a child see the plan and recipes but not change them', async () => {
    fakeApi(routesFor(emma));
    renderScreen(<MealPlanningScreen />);
    expect(await screen.findByText('serves 6')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Recipes' });
    expect(screen.queryByRole('button', { name: 'Add Recipe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add dinner on/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archive / })).not.toBeInTheDocument();
  });

  it('shows the nutrition per serving on the recipe, and only what is known', async () => {
    fakeApi(routesFor(emma));
    renderScreen(<MealPlanningScreen />);
    const recipes = await screen.findByRole('list', { name: 'Recipes' });
    const [pancakeRow, bologneseRow] = within(recipes).getAllByRole('listitem');
    expect(pancakeRow).toHaveTextContent('Per serving: 320 kcal · protein 9.5 g · fat 10 g');
    expect(pancakeRow).not.toHaveTextContent('carbs');
    expect(bologneseRow).not.toHaveTextContent('Per serving');
  });

  it('writes the nutrition per serving in the recipe form, each figure optional', async () => {
    const { calls } = fakeApi(
      routesFor(parent, {
        'GET /api/recipes/6': json(pancakes),
        'PATCH /api/recipes/6': json(pancakes),
      }),
    );
    renderScreen(<MealPlanningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Pancakes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Recipe' });
    const calories = await within(dialog).findByLabelText('Calories (kcal)');
    expect(calories).toHaveValue(320);
    expect(within(dialog).getByLabelText('Carbs (g)')).toHaveValue(null);
    await userEvent.clear(calories);
    await userEvent.type(calories, '-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Calories must be a number from 0 to 10000')).toBeInTheDocument();
    await userEvent.clear(calories);
    await userEvent.type(calories, '300');
    await userEvent.type(within(dialog).getByLabelText('Carbs (g)'), '42');
    await userEvent.clear(within(dialog).getByLabelText('Fat (g)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      nutritionInfo: { calories: 300, protein: 9.5, carbs: 42, fat: null },
    });
  });

  it('archives a recipe once the parent confirms, and restores it from the archived recipes', async () => {
    const archivedBolognese = { ...bolognese, isActive: false };
    const { calls } = fakeApi(
      routesFor(parent, {
        'PATCH /api/recipes/5': json(archivedBolognese),
        'GET /api/recipes?tab=all&limit=30&archived=true': json({
          items: [archivedBolognese].map(summaryOf),
          nextCursor: null,
        }),
      }),
    );
    renderScreen(<MealPlanningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Archive Spaghetti bolognese' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive Spaghetti bolognese?' });
    expect(confirm).toHaveTextContent('Meals already planned with it keep it');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
        expect.objectContaining({ path: '/api/recipes/5', body: { isActive: false } }),
      ]),
    );
    await waitFor(() => expect(toastTitles()).toContainEqual(['Recipe archived', undefined]));

    await userEvent.click(screen.getByRole('switch', { name: 'Archived recipes' }));
    const archived = await screen.findByRole('list', { name: 'Archived recipes' });
    expect(within(archived).getAllByRole('listitem')).toHaveLength(1);
    expect(within(archived).queryByRole('button', { name: /^Archive / })).not.toBeInTheDocument();
    await userEvent.click(within(archived).getByRole('button', { name: 'Restore Spaghetti bolognese' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { isActive: false },
        { isActive: true },
      ]),
    );
    await waitFor(() => expect(toastTitles()).toContainEqual(['Recipe restored', undefined]));
  });

  it('keeps the AI suggestions honest: the dialog says it is not available and cannot be sent', async () => {
    fakeApi(routesFor(parent));
    renderScreen(<MealPlanningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'AI Suggestions' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Suggestions' });
    expect(dialog).toHaveTextContent('Meal suggestions are not available');
    expect(within(dialog).getByRole('button', { name: 'Get Suggestions' })).toBeDisabled();
  });
});
