import { expect } from '@playwright/test';
import { newFamily, test } from './helpers';

test('a new family signs up, adds a task, ticks it off and signs out', async ({ page }) => {
  const family = newFamily();
  await page.goto('/');
  await page
    .getByRole('link', { name: /get started/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sign-up$/);

  await page.getByLabel(/^name$/i).fill(family.name);
  await page.getByLabel(/email/i).fill(family.email);
  await page.getByLabel(/username/i).fill(family.username);
  await page.getByLabel(/^password$/i).fill(family.password);
  await page.getByLabel(/family name/i).fill(family.familyName);
  await page.getByRole('button', { name: /create (my )?family|sign up/i }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Your Family Dashboard' })).toBeVisible();

  await page.getByRole('navigation').first().getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await page.getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Pack the school bags');
  await dialog.getByLabel('Description').fill('Lunch boxes too');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const checkbox = page.getByRole('checkbox', { name: /Pack the school bags/ });
  await expect(checkbox).not.toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/tasks/') && r.request().method() === 'PATCH',
  );
  await checkbox.click();
  await expect(checkbox).toBeChecked();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Pack the school bags/ })).toBeChecked();

  await page
    .getByRole('button', { name: /sign out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/(sign-in|landing)?$/);
  await page.goto('/tasks');
  await expect(page).toHaveURL(/\/sign-in/);
});
