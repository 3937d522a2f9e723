import { expect } from '@playwright/test';
import { signUpByApi, test } from './helpers';

test('a family ends its trial, meets the Premium Feature dialog, pays for Annual in the sandbox and opens a premium screen', async ({
  page,
}) => {
  await signUpByApi(page.request);

  // The new family is on its 14-day trial; the admin ends it from Manage Subscription.
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toBeVisible();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to Free now' }).click();
  await page
    .getByRole('alertdialog', { name: 'End your free trial now?' })
    .getByRole('button', { name: 'Switch to Free' })
    .click();
  await expect(page.getByText('Switched to Free').first()).toBeVisible();
  await expect(
    page.getByText('Your family is on the Free plan: up to 3 family members, 5 events a day.'),
  ).toBeVisible();

  // A premium link now opens the dialog instead of the screen.
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: /Messages/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Premium Feature' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await dialog.getByRole('button', { name: 'Choose Annual' }).click();

  // Sandbox checkout: first the decline test card, then the good one.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('note')).toContainText('Sandbox — no real money');
  await expect(page.getByRole('radio', { name: /Premium Annual/ })).toBeChecked();
  await page.getByLabel('Name on card').fill('Jordan Parent');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $24.99' }).click();
  await expect(page.locator('p[role="alert"]', { hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $24.99' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to Premium Annual').first()).toBeVisible();

  // The premium screen opens now.
  await nav.getByRole('link', { name: /Messages/ }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('dialog', { name: 'Premium Feature' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Family Messages' })).toBeVisible();

  // The billing history holds both attempts; the plan survives a reload (it is the server's).
  await page.goto('/subscription');
  const history = page.getByRole('table', { name: 'Billing history' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByText('Paid', { exact: true })).toBeVisible();
  await expect(history.getByText('Declined', { exact: true })).toBeVisible();
  await expect(history.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByText(/^Payment method:/)).toContainText('Visa •••• 4242');
  await expect(page.getByRole('listitem', { name: 'Premium Annual' })).toContainText('Current plan');
});
