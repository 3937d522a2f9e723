import { expect } from '@playwright/test';
import { csrf, signUpByApi, test } from './helpers';

test('settings: rename yourself, add a child and change its colour, change the password and sign in with it', async ({
  page,
}) => {
  const family = await signUpByApi(page.request);
  const newName = `Jordan Renamed ${Date.now().toString(36)}`;
  const childName = 'Robin Child';
  const newPassword = 'a-fresh-password-42';

  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(family.name);
  await name.fill(newName);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('complementary').getByText(newName)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(newName);

  await page.getByRole('tab', { name: 'Family' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=family$/);
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Family Member' });
  await addDialog.getByLabel('Member name').fill(childName);
  await addDialog.getByLabel('Member username').fill(`${family.username}_kid`);
  await addDialog.getByLabel('Member password').fill('child-password-1');
  await addDialog.getByRole('button', { name: 'Add member' }).click();
  await expect(addDialog).toBeHidden();
  const members = page.getByRole('list', { name: 'Members' });
  const childRow = members.getByRole('listitem').filter({ hasText: childName });
  await expect(childRow.getByText('Child', { exact: true })).toBeVisible();

  await childRow.getByRole('button', { name: `Manage ${childName}` }).click();
  const manage = page.getByRole('dialog', { name: `Manage ${childName}` });
  await manage.getByLabel('Colour').fill('#e11d48');
  await manage.getByRole('button', { name: 'Save changes' }).click();
  await expect(manage).toBeHidden();
  await expect(childRow.getByText('colour #e11d48')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Members' })
      .getByRole('listitem')
      .filter({ hasText: childName })
      .getByText('colour #e11d48'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current password', { exact: true }).fill(family.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated', { exact: true })).toBeVisible();

  await page
    .getByRole('button', { name: /sign out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/(sign-in|landing)?$/);
  await page.goto('/sign-in');
  await page.getByLabel('Username').fill(family.username);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid username or password', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Signed in again: back on the page the sign-in gate remembered, with the new name in the user card.
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByRole('complementary').getByText(newName)).toBeVisible();
});

test('settings: removing a member after confirming leaves their task unassigned in planning', async ({
  page,
}) => {
  await signUpByApi(page.request);
  const childName = `Casey Leaver ${Date.now().toString(36)}`;
  const added = await page.request.post('/api/users', {
    headers: csrf,
    data: {
      username: `leaver_${Date.now().toString(36)}`,
      password: 'child-password-1',
      name: childName,
      role: 'child',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const child = (await added.json()) as { id: number };
  const created = await page.request.post('/api/tasks', {
    headers: csrf,
    data: { title: 'Sweep the porch', assignedToId: child.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const task = (await created.json()) as { id: number };

  await page.goto('/settings?tab=family');
  const childRow = page
    .getByRole('list', { name: 'Members' })
    .getByRole('listitem')
    .filter({ hasText: childName });
  await childRow.getByRole('button', { name: `Manage ${childName}` }).click();
  await page
    .getByRole('dialog', { name: `Manage ${childName}` })
    .getByRole('button', { name: 'Remove' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Remove ${childName}?` });
  await expect(confirm).toContainText('Tasks and packing items assigned to them become unassigned');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Member removed', { exact: true })).toBeVisible();
  await expect(childRow).toHaveCount(0);

  const tasks = (
    (await (await page.request.get('/api/tasks?limit=200')).json()) as {
      items: { id: number; assignedToId: number | null }[];
    }
  ).items;
  expect(tasks.find((t) => t.id === task.id)).toMatchObject({ assignedToId: null });
});
