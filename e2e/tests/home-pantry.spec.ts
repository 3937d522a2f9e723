import { expect } from '@playwright/test';
import { signUpByApi, withoutQuietHours, test } from './helpers';

// Issue #14: a pantry item expiring tomorrow shows under Expiring soon and, as an alert, in the header's bell;
// View Details opens the pantry.

// The browser's "today" (the list's filters) and the service's (the alert's "tomorrow", UTC) are the same day.
test.use({ timezoneId: 'UTC' });

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test('a pantry item expiring tomorrow is in Expiring soon and in the bell', async ({ page }) => {
  await signUpByApi(page.request);
  await withoutQuietHours(page.request);

  await page.goto('/pantry');
  await expect(page.getByRole('heading', { name: 'Pantry', exact: true })).toBeVisible();
  await expect(page.getByText('No pantry items yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add pantry item' });
  await dialog.getByLabel('Name', { exact: true }).fill('Milk');
  await dialog.getByLabel('Quantity', { exact: true }).fill('2');
  await dialog.getByLabel('Unit').fill('l');
  await dialog.getByLabel('Kept in').selectOption('fridge');
  await dialog.getByLabel('Expiry date').fill(tomorrow());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Another item that keeps: it stays out of Expiring soon.
  await page.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill('Rice');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('list', { name: 'Pantry items' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('tab', { name: /Expiring soon/ }).click();
  await expect(
    page.getByText('Items that expire today or within the next 3 days, soonest first.'),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Milk · 2 l');
  await expect(list).toContainText('(tomorrow)');
  await expect(page.getByRole('tab', { name: 'Expiring soon (1)' })).toBeVisible();

  // The alert was raised when the item was saved; the bell reads it on its next poll (or a reload).
  await page.reload();
  const bell = page.getByRole('button', { name: 'Alerts, 1 active' });
  await expect(bell).toBeVisible();
  await bell.click();
  const alerts = page.getByRole('dialog', { name: 'Alerts' });
  await expect(alerts.getByText('Milk expires tomorrow')).toBeVisible();
  await expect(alerts.getByText('2 l in the fridge')).toBeVisible();
  await alerts.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/pantry/);
});
