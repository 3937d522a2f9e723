import { expect, type Page } from '@playwright/test';
import { DEMO, signInByApi, closeInterruptions, test } from './helpers';

const SAM = { username: 'sam' };
// The demo family is shared by the whole run: every item gets a name of its own.
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

async function openShopping(page: Page) {
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/live') && r.status() === 200);
  await page.goto('/shopping');
  await expect(page.getByRole('heading', { name: 'Shopping List' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading shopping list' })).toBeHidden();
  await streamOpen;
}

test('a parent adds an item, ticks it, edits it and deletes it after confirming', async ({ page }) => {
  await signInByApi(page.request);
  await openShopping(page);

  const form = page.getByRole('form', { name: 'Add an item' });
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(form.getByText('Item name is required')).toBeVisible();

  const name = unique('Oat milk');
  await form.getByLabel('Item name').fill(name);
  await form.getByLabel('Quantity').fill('2 cartons');
  await form.getByLabel('Category').selectOption('Dairy');
  await form.getByLabel('Estimated price ($)').fill('3.25');
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(form.getByLabel('Item name')).toHaveValue('');

  const item = page.getByRole('listitem', { name });
  await expect(item).toBeVisible();
  await expect(item.getByText('2 cartons')).toBeVisible();
  await expect(item.getByText('Dairy')).toBeVisible();
  await expect(item.getByText('est. $3.25')).toBeVisible();

  const checkbox = page.getByRole('checkbox', { name: `Mark "${name}" as bought` });
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/shopping-items/') && r.request().method() === 'PATCH',
  );
  await checkbox.click();
  await expect(checkbox).toBeChecked();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Mark "${name}" as bought` })).toBeChecked();

  const renamed = unique('Soy milk');
  await page.getByRole('button', { name: `Edit "${name}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Item' });
  await expect(dialog.getByLabel('Item name')).toHaveValue(name);
  await dialog.getByLabel('Item name').fill(renamed);
  await dialog.getByLabel('Quantity').fill('1 carton');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const edited = page.getByRole('listitem', { name: renamed });
  await expect(edited.getByText('1 carton')).toBeVisible();
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);

  await page.getByRole('button', { name: `Delete "${renamed}"` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this item?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(edited).toBeVisible();
  await page.getByRole('button', { name: `Delete "${renamed}"` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(edited).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shopping List' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading shopping list' })).toBeHidden();
  await expect(page.getByRole('listitem', { name: renamed })).toHaveCount(0);
});

test('an item ticked by one parent shows ticked for the other without reloading', async ({ browser }) => {
  const alexContext = await browser.newContext();
  const samContext = await browser.newContext();
  await signInByApi(alexContext.request, DEMO.username, DEMO.password);
  await signInByApi(samContext.request, SAM.username, DEMO.password);
  const alex = await alexContext.newPage();
  await closeInterruptions(alex);
  const sam = await samContext.newPage();
  await closeInterruptions(sam);
  await openShopping(alex);
  await openShopping(sam);
  // A marker on Sam's page survives only if the page is never reloaded.
  await sam.evaluate(() => Object.assign(window, { __notReloaded: true }));

  const name = unique('Birthday candles');
  const form = alex.getByRole('form', { name: 'Add an item' });
  await form.getByLabel('Item name').fill(name);
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(alex.getByRole('listitem', { name })).toBeVisible();

  const samCheckbox = sam.getByRole('checkbox', { name: `Mark "${name}" as bought` });
  await expect(samCheckbox).toBeVisible();
  await expect(samCheckbox).not.toBeChecked();

  await alex.getByRole('checkbox', { name: `Mark "${name}" as bought` }).click();
  await expect(samCheckbox).toBeChecked();
  await expect(sam.getByRole('listitem', { name }).getByText(name)).toHaveClass(/line-through/);

  // And back the other way: Sam unticks, Alex sees it.
  await samCheckbox.click();
  await expect(alex.getByRole('checkbox', { name: `Mark "${name}" as bought` })).not.toBeChecked();
  expect(await sam.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );

  // Leave the shared demo list as it was.
  await alex.getByRole('button', { name: `Delete "${name}"` }).click();
  await alex
    .getByRole('alertdialog', { name: 'Delete this item?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(sam.getByRole('listitem', { name })).toHaveCount(0);

  await alexContext.close();
  await samContext.close();
});
