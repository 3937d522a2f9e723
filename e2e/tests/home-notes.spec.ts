import { expect, type Page } from '@playwright/test';
import { csrf, newFamily, signedInPage, signUpByApi, test } from './helpers';

// Issue #33: a parent writes a private note and shares it with the other parent to read; the other parent, on a
// phone, finds it under "Shared with me" and cannot change it; a note of theirs stays out of the admin's sight.

async function addParent(page: Page, name: string) {
  const member = {
    username: `par_${newFamily().username.slice(4)}`,
    password: 'correct-horse-battery',
    name,
    role: 'parent',
  };
  const res = await page.request.post('/api/users', { data: member, headers: csrf });
  expect(res.status(), await res.text()).toBe(201);
  return member;
}

test('a note shared to read reaches the chosen member only, and theirs stays theirs', async ({
  page,
  browser,
}) => {
  await signUpByApi(page.request);
  const pat = await addParent(page, 'Pat Rivera');

  await page.goto('/notes');
  await expect(page.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible();
  await expect(page.getByText('No notes yet')).toBeVisible();
  await page.getByRole('button', { name: 'New Note', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Note' });
  await dialog.getByLabel('Title', { exact: true }).fill('Wi-Fi');
  await dialog.getByLabel('Category', { exact: true }).selectOption('passwords');
  await dialog.getByLabel('Content', { exact: true }).fill('Network: Rivera-Home / hunter2');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  const mine = page.getByRole('list', { name: 'My Notes' });
  await expect(mine.getByText('Only you')).toBeVisible();

  await mine.getByRole('button', { name: 'Share Wi-Fi', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share Note' });
  await share.getByLabel('Pat Rivera', { exact: true }).selectOption('read');
  await share.getByRole('button', { name: 'Save sharing', exact: true }).click();
  await expect(share).toBeHidden();
  await expect(mine.getByText('Shared with Pat Rivera')).toBeVisible();

  // Pat, on a phone: the note is under Shared with me, to read only.
  const phone = await signedInPage(browser, pat);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/notes');
  const shared = phone.getByRole('list', { name: 'Shared with me' });
  await expect(shared.getByText('Network: Rivera-Home / hunter2')).toBeVisible();
  await expect(shared.getByText(/· Can read$/)).toBeVisible();
  await expect(shared.getByRole('button')).toHaveCount(0);

  // Pat's own note: the family admin never sees it.
  await phone.getByRole('button', { name: 'New Note', exact: true }).click();
  const patsDialog = phone.getByRole('dialog', { name: 'New Note' });
  await patsDialog.getByLabel('Title', { exact: true }).fill('Surprise party');
  await patsDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(patsDialog).toBeHidden();
  await expect(phone.getByRole('list', { name: 'My Notes' }).getByText('Surprise party')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('list', { name: 'My Notes' }).getByText('Wi-Fi')).toBeVisible();
  await expect(page.getByText('Surprise party')).toHaveCount(0);
  await expect(page.getByText('Nobody has shared a note with you yet.')).toBeVisible();
});
