import { expect, type Page } from '@playwright/test';
import { csrf, newFamily, signedInPage, signUpByApi, test } from './helpers';

// The home upkeep journeys of issue #14: a maintenance item added, marked done with its cost and found in the
// history; a pet with a care item, ticked Done today by a child in their own browser, and the parent sees who did it.

async function addChild(page: Page, name: string) {
  const member = {
    username: `kid_${newFamily().username.slice(4)}`,
    password: 'correct-horse-battery',
    name,
    role: 'child',
  };
  const res = await page.request.post('/api/users', { data: member, headers: csrf });
  expect(res.status(), await res.text()).toBe(201);
  return member;
}

test('a maintenance item is added, marked done with its cost and shows in the history', async ({ page }) => {
  await signUpByApi(page.request);
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { name: 'Maintenance', exact: true })).toBeVisible();
  await expect(page.getByText('No maintenance items yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Maintenance Item' });
  await dialog.getByLabel('Name').fill('Replace HVAC filter');
  await dialog.getByLabel('Category').selectOption('heating-cooling');
  await dialog.getByLabel('Frequency').selectOption('quarterly');
  await dialog.getByLabel('Estimated cost ($)').fill('25');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const items = page.getByRole('list', { name: 'Maintenance items' });
  await expect(items).toContainText('Replace HVAC filter');
  await expect(items).toContainText('Due today');

  await items.getByRole('button', { name: 'Mark Done' }).click();
  const done = page.getByRole('dialog', { name: 'Mark Done: Replace HVAC filter' });
  await done.getByLabel('Cost ($)').fill('21.99');
  await done.getByLabel('Notes').fill('MERV 11, two spares left');
  await done.getByRole('button', { name: 'Mark Done' }).click();
  await expect(done).toBeHidden();
  // Quarterly: next due moves three months on, so it is no longer due soon.
  await expect(items).toContainText(/Due in (8\d|9\d) days/);
  await expect(items).toContainText('Last done');

  await page.getByRole('link', { name: 'View History' }).click();
  await expect(page).toHaveURL(/\/maintenance\/history$/);
  const history = page.getByRole('list', { name: 'Maintenance history' });
  await expect(history).toContainText('Replace HVAC filter');
  await expect(history).toContainText('$21.99');
  await expect(history).toContainText('MERV 11, two spares left');
  await expect(page.getByLabel('History totals')).toHaveText('1 entry · $21.99 spent');
  await page.getByLabel('Category').selectOption('exterior');
  await expect(page.getByText('Nothing done matches these filters.')).toBeVisible();
});

test('a pet and a care item are added; a child ticks Done today and the parent sees who did it', async ({
  page,
  browser,
}) => {
  await signUpByApi(page.request);
  const kim = await addChild(page, 'Kim');

  await page.goto('/pets');
  await expect(page.getByRole('heading', { name: 'Pet Care', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Pet' }).click();
  const petDialog = page.getByRole('dialog', { name: 'Add Pet' });
  await petDialog.getByLabel('Name').fill('Buddy');
  await petDialog.getByLabel('Type').selectOption('dog');
  await petDialog.getByLabel('Breed').fill('Golden Retriever');
  await petDialog.getByLabel('Microchip number').fill('985112004567890');
  await petDialog.getByRole('button', { name: 'Save' }).click();
  await expect(petDialog).toBeHidden();
  const card = page.getByRole('region', { name: 'Buddy' });
  await expect(card).toContainText('Golden Retriever');

  await card.getByRole('button', { name: 'Add Care' }).click();
  const careDialog = page.getByRole('dialog', { name: 'Add Care for Buddy' });
  await careDialog.getByLabel('Kind of care').selectOption('feeding');
  await careDialog.getByLabel('Name').fill('Breakfast');
  await careDialog.getByLabel('Amount').fill('2 cups');
  await careDialog.getByLabel('Assigned to').selectOption({ label: 'Kim' });
  await careDialog.getByRole('button', { name: 'Save' }).click();
  await expect(careDialog).toBeHidden();
  const care = card.getByRole('list', { name: "Buddy's care" });
  await expect(care).toContainText('Due today');

  // Kim, in a browser of their own, ticks it from the dashboard's Pet Center; Kim cannot add or delete anything.
  const kimPage = await signedInPage(browser, kim);
  await kimPage.goto('/pets');
  const kimCard = kimPage.getByRole('region', { name: 'Buddy' });
  await expect(kimCard).toContainText('Breakfast');
  await expect(kimPage.getByRole('button', { name: 'Add Pet' })).toHaveCount(0);
  await expect(kimCard.getByRole('button', { name: 'Add Care' })).toHaveCount(0);
  await kimPage.goto('/dashboard');
  const petCenter = kimPage.getByRole('region', { name: 'Pet Center' });
  await expect(petCenter).toContainText('Buddy: Breakfast');
  await petCenter.getByRole('button', { name: 'Done today: Buddy: Breakfast' }).click();
  await expect(petCenter).toContainText('Done by Kim at');
  await expect(petCenter).toContainText('All done for today.');

  // The parent's open page shows it live, with who did it.
  await expect(care).toContainText('Done by Kim at');
  await expect(care.getByRole('button', { name: 'Undo Breakfast' })).toBeVisible();
});
