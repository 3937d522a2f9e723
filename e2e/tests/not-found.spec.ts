import { expect } from '@playwright/test';
import { signInByApi, test } from './helpers';

test('an unknown path shows the not-found screen', async ({ page }) => {
  await signInByApi(page.request);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('a protected page sends a signed-out visitor to sign-in', async ({ page }) => {
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel(/username/i).fill('demo');
  await page.getByLabel(/^password$/i).fill('not-the-password');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Invalid username or password').first()).toBeVisible();
});
