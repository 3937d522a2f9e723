import { expect } from '@playwright/test';
import { signInByApi, test } from './helpers';

test('a planning remote that cannot be fetched is contained, and Retry recovers it', async ({
  page,
  context,
}) => {
  await signInByApi(page.request);
  // The context's route, not the page's: once the offline service worker (issue #31) controls the page, the remote's
  // files are fetched by the worker, which only the context's routing sees.
  await context.route('**/remotes/planning/**', (route) => route.abort('connectionrefused'));
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
  await context.unroute('**/remotes/planning/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Add Task' })).toBeVisible();
});

test('a dialog whose code cannot be fetched stays closed and says why; the page stays', async ({ page }) => {
  await signInByApi(page.request);
  // The shell's lazy chunks of @familyhub/ui (issue #16): a dialog's and the toaster's, as when offline or after a
  // new deploy replaced them.
  await page.route(/\/ui-(dialog|toaster)\.[0-9a-f]+\.js$/, (route) => route.abort('connectionrefused'));
  await page.goto('/tasks');
  const add = page.getByRole('button', { name: 'Add Task' });
  await add.click();
  const status = page.getByRole('status').filter({ hasText: 'This could not be opened' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('Check your connection and try again.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Task list' })).toBeVisible();

  // Back online: the same button opens the dialog.
  await page.unroute(/\/ui-(dialog|toaster)\.[0-9a-f]+\.js$/);
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Add Task' })).toBeVisible();
});
