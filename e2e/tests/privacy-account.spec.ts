import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { signUpByApi, test } from './helpers';

test('data export: a new family adds a task, requests its data export and the downloaded JSON holds that task', async ({
  page,
}) => {
  const family = await signUpByApi(page.request);
  const taskTitle = `Water the tomatoes ${Date.now().toString(36)}`;

  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await dialog.getByLabel('Title').fill(taskTitle);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: new RegExp(taskTitle) })).toBeVisible();

  await page.goto('/settings?tab=privacy');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Request Data Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^familyhub-.*\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    family: { name: string };
    members: { username: string }[];
    domains: { planning: { tasks: { title: string }[] } };
  };
  expect(file.family.name).toBe(family.familyName);
  expect(file.members.map((m) => m.username)).toEqual([family.username.toLowerCase()]);
  expect(file.domains.planning.tasks.map((t) => t.title)).toEqual([taskTitle]);
  expect(JSON.stringify(file)).not.toContain(family.password);
  await expect(page.getByRole('link', { name: 'Download calendar (.ics)' })).toBeVisible();
});

test('notifications: switching SMS on needs a phone number; the saved choice is there after a reload on /notifications', async ({
  page,
}) => {
  await signUpByApi(page.request);
  await page.goto('/settings?tab=notifications');
  await page.getByRole('switch', { name: 'SMS' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter a phone number for SMS or voice notifications')).toBeVisible();
  await page.getByLabel('Phone number').fill('+1 555 010 0100');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Preferences Saved', { exact: true })).toBeVisible();

  await page.goto('/notifications');
  await expect(page.getByRole('switch', { name: 'SMS' })).toBeChecked();
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 555 010 0100');
  await page.getByRole('tab', { name: 'Messaging Options' }).click();
  await expect(page.getByRole('link', { name: 'Open Family Messages' })).toHaveAttribute('href', '/messages');
});

test('delete account: the admin types DELETE with the password, the family is gone and cannot sign in again', async ({
  page,
}) => {
  const family = await signUpByApi(page.request);
  await page.goto('/settings?tab=privacy');
  await page.getByRole('button', { name: 'Delete Account and Family' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account and your family?' });
  const confirm = dialog.getByRole('button', { name: 'Delete Account and Family' });
  await dialog.getByLabel('Your password').fill(family.password);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(
    page.getByText('Your account and your family have been deleted.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel('Username').fill(family.username);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid username or password', { exact: true }).first()).toBeVisible();
});
