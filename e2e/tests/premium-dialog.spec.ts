import { expect, test } from '@playwright/test';
import { signUpByApi } from './helpers';

test('a free family touching a premium link meets the Premium Feature dialog', async ({ page }) => {
  await signUpByApi(page.request);
  // The family's trial is over: the server reports the free plan (billing itself is a later issue).
  await page.route('**/api/subscription/status', (route) =>
    route.fulfill({ json: { isPremium: false, plan: 'free', trialEnd: null } }),
  );
  await page.goto('/dashboard');
  await page.getByRole('navigation').first().getByRole('link', { name: /Messages/ }).click();
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
