import { expect } from '@playwright/test';
import { DEMO, membersWatching, signedInPage, closeInterruptions, test } from './helpers';

const SAM = { username: 'sam', name: 'Sam Rivera' };

test('a message sent by one family member appears for another without reloading', async ({ browser }) => {
  const [alex, sam] = await membersWatching(
    browser,
    [DEMO, { username: SAM.username, password: DEMO.password }],
    '/messages',
    'Family Messages',
  );
  // A marker on Sam's page survives only if the page is never reloaded.
  await sam.evaluate(() => Object.assign(window, { __notReloaded: true }));

  const input = alex.getByRole('textbox', { name: 'Message', exact: true });
  const send = alex.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('    ');
  await expect(send).toBeDisabled();

  const text = `Pizza tonight? ${Date.now().toString(36)}`;
  await input.fill(text);
  await expect(send).toBeEnabled();
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(alex.getByRole('listitem', { name: `${DEMO.name}: ${text}` })).toBeVisible();

  await expect(sam.getByRole('listitem', { name: `${DEMO.name}: ${text}` })).toBeVisible();
  expect(await sam.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );

  // And back the other way.
  const reply = `Yes, at 7 ${Date.now().toString(36)}`;
  await sam.getByRole('textbox', { name: 'Message', exact: true }).fill(reply);
  await sam.getByRole('button', { name: 'Send' }).click();
  await expect(alex.getByRole('listitem', { name: `${SAM.name}: ${reply}` })).toBeVisible();

  await alex.context().close();
  await sam.context().close();
});

test('a parent starts a group: the other parent sees it with its unread count, a child never does', async ({
  browser,
}) => {
  const name = `Birthday plans ${Date.now().toString(36)}`;
  const alex = await signedInPage(browser, { username: DEMO.username, password: DEMO.password });
  await closeInterruptions(alex);
  const sam = await signedInPage(browser, { username: SAM.username, password: DEMO.password });
  await closeInterruptions(sam);
  await sam.goto('/messages');
  const samList = sam.getByRole('navigation', { name: 'Conversations' });
  await expect(samList).toBeVisible();

  await alex.goto('/messages');
  await alex.getByRole('button', { name: 'New group' }).click();
  const dialog = alex.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Group name').fill(name);
  await dialog.getByRole('checkbox', { name: SAM.name }).click();
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(alex.getByRole('heading', { name, level: 2 })).toBeVisible();
  await alex.getByRole('textbox', { name: 'Message', exact: true }).fill('A cake from the bakery?');
  await alex.getByRole('button', { name: 'Send' }).click();
  await expect(alex.getByRole('listitem', { name: `${DEMO.name}: A cake from the bakery?` })).toBeVisible();

  // Sam's open page follows live: the group appears with one unread message, and opening it reads it.
  await samList.getByRole('button', { name: new RegExp(`^${name}\\s*, 1 unread message`) }).click();
  await expect(sam.getByRole('listitem', { name: `${DEMO.name}: A cake from the bakery?` })).toBeVisible();
  await expect(samList.getByRole('button', { name: new RegExp(`^${name}\\s*, 1 unread`) })).toHaveCount(0);

  // Mia, a child of the family, is not in it: not listed, and its address finds nothing.
  const mia = await signedInPage(browser, { username: 'mia', password: DEMO.password });
  await mia.goto('/messages');
  await expect(mia.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  await expect(mia.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  const groupId = new URL(alex.url()).searchParams.get('conversation');
  expect(groupId).not.toBeNull();
  expect((await mia.request.get(`/api/conversations/${groupId}`)).status()).toBe(404);

  for (const page of [alex, sam, mia]) await page.context().close();
});
