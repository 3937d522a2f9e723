import { expect, type Page } from '@playwright/test';
import { csrf, signUpByApi, test } from './helpers';

// Issue #14's meal planning journey: two recipes (one through the form), three dinners planned from them (one at
// half the servings), half a packet of spaghetti in the pantry; Generate Shopping List puts the summed,
// pantry-reduced quantities on planning's /shopping, and generating again doubles nothing.

function dayAfter(today: string, days: number) {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

async function planDinner(page: Page, date: string, recipe: string, servings?: string) {
  await page
    .getByRole('button', { name: /^Add dinner on / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add Meal' });
  await dialog.getByLabel('Day').fill(date);
  await dialog.getByLabel('Slot').selectOption('dinner');
  await dialog.getByLabel('Recipe').selectOption({ label: recipe });
  if (servings) await dialog.getByLabel('Servings').fill(servings);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
}

async function shoppingItems(page: Page) {
  await page.goto('/shopping');
  await expect(page.getByRole('heading', { name: 'Shopping List' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading shopping list' })).toBeHidden();
}

test('three dinners from two recipes make one summed, pantry-reduced shopping list, and again nothing doubles', async ({
  page,
}) => {
  await signUpByApi(page.request);
  // The browser's own today, as the screen reads it.
  await page.goto('/meal-planning');
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await expect(page.getByRole('heading', { name: 'Meal Planning', exact: true })).toBeVisible();

  // Recipe one through the form.
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const form = page.getByRole('dialog', { name: 'Add Recipe' });
  await form.getByLabel('Title').fill('Spaghetti bolognese');
  await form.getByLabel('Servings').fill('4');
  await form.getByLabel('Category').selectOption('dinner');
  await form.getByLabel('Ingredient 1', { exact: true }).fill('Spaghetti');
  await form.getByLabel('Quantity of ingredient 1').fill('500');
  await form.getByLabel('Unit of ingredient 1').fill('g');
  await form.getByRole('button', { name: 'Add ingredient' }).click();
  await form.getByLabel('Ingredient 2', { exact: true }).fill('Minced beef');
  await form.getByLabel('Quantity of ingredient 2').fill('0.4');
  await form.getByLabel('Unit of ingredient 2').fill('kg');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  // Recipe two through the API; the pantry holds 300 g of spaghetti.
  const carbonara = await page.request.post('/api/recipes', {
    headers: csrf,
    data: {
      title: 'Spaghetti carbonara',
      servings: 2,
      category: 'dinner',
      ingredients: [
        { name: 'spaghetti', quantity: 0.25, unit: 'kg' },
        { name: 'Eggs', quantity: 3, unit: 'pieces' },
      ],
    },
  });
  expect(carbonara.status(), await carbonara.text()).toBe(201);
  const pantry = await page.request.post('/api/pantry-items', {
    headers: csrf,
    data: { name: 'Spaghetti', quantity: 300, unit: 'g' },
  });
  expect(pantry.status(), await pantry.text()).toBe(201);
  await page.reload();
  const library = page.getByRole('list', { name: 'Recipes' });
  await expect(library).toContainText('Spaghetti carbonara');
  await expect(library).toContainText('Spaghetti bolognese');

  // Three dinners: bolognese today (as written) and tomorrow for two, carbonara the day after.
  await planDinner(page, today, 'Spaghetti bolognese');
  await planDinner(page, dayAfter(today, 1), 'Spaghetti bolognese', '2');
  await planDinner(page, dayAfter(today, 2), 'Spaghetti carbonara');

  // Generate: spaghetti 500 + 250 + 250 g = 1 kg, less the pantry's 300 g → 700 g; beef 400 + 200 g; 3 eggs.
  await page.getByRole('button', { name: 'Generate Shopping List' }).click();
  await expect(page.getByText('Shopping list generated', { exact: true })).toBeVisible();
  const generated = page.getByRole('list', { name: 'Generated shopping list' });
  await expect(generated).toContainText('needs 1 kg, 300 g in the pantry, buy 700 g');

  await shoppingItems(page);
  const spaghetti = page.getByRole('listitem', { name: 'Spaghetti' });
  await expect(spaghetti).toHaveCount(1);
  await expect(spaghetti.getByText('700 g')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Minced beef' }).getByText('600 g')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Eggs' }).getByText('3', { exact: true })).toBeVisible();

  // Generating again brings the same items to the same quantities: nothing doubles.
  await page.goto('/meal-planning');
  await page.getByRole('button', { name: 'Generate Shopping List' }).click();
  await expect(page.getByRole('list', { name: 'Generated shopping list' })).toContainText(
    'already on the list',
  );
  await shoppingItems(page);
  await expect(page.getByRole('listitem', { name: 'Spaghetti' })).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: 'Spaghetti' }).getByText('700 g')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Minced beef' })).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: 'Eggs' })).toHaveCount(1);
});
