import { expect, test } from '@playwright/test';
import { signUpByApi } from './helpers';

const csrf = { 'X-Requested-With': 'FamilyHub' };

test('an event starting within the hour opens the alert popup; View Details goes to the calendar; Dismiss keeps it away after a reload', async ({
  page,
}) => {
  await signUpByApi(page.request);
  const startAt = new Date(Date.now() + 30 * 60_000).toISOString();
  const created = await page.request.post('/api/events', {
    data: { title: 'Parents evening', startAt },
    headers: csrf,
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/dashboard');
  const popup = page.getByRole('dialog', { name: 'Starting soon: Parents evening' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Urgent')).toBeVisible();

  await popup.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/calendar\?tab=events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar & Planning' })).toBeVisible();
  await expect(popup).toBeHidden();

  // Still active after View Details: the next page load shows it again, until it is dismissed.
  await page.reload();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Dismiss' }).click();
  await expect(popup).toBeHidden();

  const poll = page.waitForResponse((res) => res.url().includes('/alerts?status=active') && res.ok());
  await page.reload();
  const alerts = (await (await poll).json()) as { title: string }[];
  expect(alerts.map((a) => a.title)).not.toContain('Starting soon: Parents evening');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar & Planning' })).toBeVisible();
  await expect(popup).toBeHidden();
});
