import { expect, test } from '@playwright/test';
import { signInByApi, signUpByApi } from './helpers';

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

test('a task a parent assigns to a child shows in the child’s alerts bell; View goes to Tasks; Dismiss clears it', async ({
  page,
  browser,
}) => {
  const family = await signUpByApi(page.request);
  const child = { username: `${family.username}_kid`, password: 'child-password-1', name: 'Robin' };
  const added = await page.request.post('/api/users', { headers: csrf, data: { ...child, role: 'child' } });
  expect(added.status(), await added.text()).toBe(201);
  const childId = ((await added.json()) as { id: number }).id;
  const task = await page.request.post('/api/tasks', {
    headers: csrf,
    data: { title: 'Feed the cat', assignedToId: childId },
  });
  expect(task.status(), await task.text()).toBe(201);

  const childContext = await browser.newContext();
  const childPage = await childContext.newPage();
  await signInByApi(childPage.request, child.username, child.password);
  await childPage.goto('/dashboard');
  const bell = childPage.getByRole('button', { name: 'Alerts (1 active)' });
  await expect(bell).toBeVisible();
  // A normal alert never opens the popup.
  await expect(childPage.getByRole('dialog')).toBeHidden();

  await bell.click();
  const list = childPage.getByRole('dialog', { name: 'Alerts' });
  await expect(list.getByText('New task for you: Feed the cat')).toBeVisible();
  await list.getByRole('button', { name: 'View' }).click();
  await expect(childPage).toHaveURL(/\/tasks$/);

  await childPage.getByRole('button', { name: 'Alerts (1 active)' }).click();
  await list.getByRole('button', { name: 'Dismiss' }).click();
  await expect(list.getByText('No alerts right now.')).toBeVisible();
  await childPage.keyboard.press('Escape');
  await childPage.reload();
  await expect(childPage.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();
  await childContext.close();
});
