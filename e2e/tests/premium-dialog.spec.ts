import { expect } from '@playwright/test';
import { csrf, signUpByApi, test } from './helpers';

test('a free family touching a premium link meets the Premium Feature dialog', async ({ page }) => {
  await signUpByApi(page.request);
  // A real free family: its admin ends the 14-day trial (POST /api/subscription/switch-to-free).
  const free = await page.request.post('/api/subscription/switch-to-free', {
    headers: csrf,
  });
  expect(free.status(), await free.text()).toBe(200);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: /Messages/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Premium Feature' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('$4.99')).toBeVisible();
  await expect(dialog.getByText('$24.99')).toBeVisible();
  await expect(dialog.getByText('BEST VALUE')).toBeVisible();
  await expect(dialog.getByText('Cancel anytime')).toBeVisible();
  await expect(dialog.getByText('Save over 50%')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choose Monthly' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Choose Annual' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await page.evaluate(() => window.localStorage.getItem('selectedPlan'))).toBe('annual');
});
