import { expect } from '@playwright/test';
import { signInByApi, test } from './helpers';

test('a planning remote that cannot be fetched is contained, and Retry recovers it', async ({ page }) => {
  await signInByApi(page.request);
  await page.route('**/remotes/planning/**', (route) => route.abort('connectionrefused'));
  await page.goto('/tasks');
  await expect(page.getByText(/Planning is unavailable/i)).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The rest of the platform keeps working: the sidebar and another domain's screen.
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: /Wellness/ })
    .click();
  await expect(page).toHaveURL(/\/wellness$/);
  await expect(page.getByRole('heading', { name: 'Wellness Center', exact: true })).toBeVisible();

  // The dashboard is the shell's: planning's cards fail inside their own cards, other domains' cards still show.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Your Family Dashboard' })).toBeVisible();
  await expect(page.getByText("Today's Tasks is unavailable")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents' })).toBeVisible();

  await page.goto('/tasks');
  await expect(page.getByText(/Planning is unavailable/i)).toBeVisible();
  await page.unroute('**/remotes/planning/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Add Task' })).toBeVisible();
});
