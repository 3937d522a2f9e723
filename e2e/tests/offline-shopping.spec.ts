import { expect, type Page } from '@playwright/test';
import { csrf, signedInPage, signUpByApi, test } from './helpers';

// Issue #31, items 3 to 5: in the supermarket with no signal. The list a member opened before shows offline; what
// they add and tick there is kept (a closed tab too), marked as waiting, and reaches the server exactly once when the
// network returns, where the other parent's open list shows it live. A change the server now refuses is shown, and
// a write that needs the server is refused offline with a clear message.

async function openShopping(page: Page) {
  await page.goto('/shopping');
  await expect(page.getByRole('heading', { name: 'Shopping List', exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading shopping list' })).toBeHidden();
}

async function addItem(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Add an item' });
  await form.getByLabel('Item name').fill(name);
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
}

test('a list shopped offline, closed and reopened, syncs once when the network returns', async ({
  page,
  context,
  browser,
}) => {
  const family = await signUpByApi(page.request);
  const pat = {
    username: `pat_${family.username.slice(4)}`,
    password: 'correct-horse-battery',
    name: 'Pat',
    role: 'parent',
  };
  expect((await page.request.post('/api/users', { data: pat, headers: csrf })).status()).toBe(201);
  const bread = await page.request.post('/api/shopping-items', { data: { name: 'Bread' }, headers: csrf });
  expect(bread.status()).toBe(201);
  const breadId = ((await bread.json()) as { id: number }).id;

  // Opened once with the network, under the service worker.
  await page.goto('/dashboard');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  await openShopping(page);
  await expect(page.getByRole('listitem', { name: 'Bread' })).toBeVisible();
  await page.waitForTimeout(800); // the kept cache is saved a moment after it changes

  // The other parent has the list open, online, all along.
  const patPage = await signedInPage(browser, pat);
  await openShopping(patPage);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Bread' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline — showing what was here at \d/ }),
  ).toBeVisible();

  for (const name of ['Milk', 'Eggs', 'Apples']) await addItem(page, name);
  for (const name of ['Milk', 'Eggs', 'Bread']) {
    await page.getByRole('checkbox', { name: `Mark "${name}" as bought` }).click();
    await expect(page.getByRole('checkbox', { name: `Mark "${name}" as bought` })).toBeChecked();
  }
  await expect(page.getByRole('listitem', { name: 'Milk' }).getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '6 changes waiting to sync' })).toBeVisible();

  // A write that needs the server is refused, not kept: clearing the bought items.
  await page.getByRole('button', { name: 'Clear completed' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Clear/ }).click();
  await expect(
    page.getByText("You're offline. This change needs the server, so nothing was saved").first(),
  ).toBeVisible();

  // The tab is closed and opened again, still offline: everything is there, still waiting.
  await page.waitForTimeout(800);
  await page.close();
  const again = await context.newPage();
  await openShopping(again);
  for (const name of ['Milk', 'Eggs', 'Apples', 'Bread']) {
    await expect(again.getByRole('listitem', { name }).getByText('Waiting to sync')).toBeVisible();
  }
  await expect(again.getByRole('checkbox', { name: 'Mark "Apples" as bought' })).not.toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'Mark "Eggs" as bought' })).toBeChecked();

  // Meanwhile, online, Pat deletes the bread the offline tick was about.
  expect((await patPage.request.delete(`/api/shopping-items/${breadId}`, { headers: csrf })).status()).toBe(
    204,
  );

  await context.setOffline(false);
  await expect(again.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
  // The refused tick is shown with what happened, until dismissed.
  const conflicts = again.getByRole('alert', { name: 'Changes that could not be synced' });
  await expect(conflicts).toContainText('Tick “Bread”: Shopping item not found');
  await conflicts.getByRole('button', { name: 'Dismiss "Tick “Bread”"' }).click();
  await expect(conflicts).toBeHidden();

  // Exactly three new items on the server, two of them ticked: no duplicates from the replay.
  const list = (await (await patPage.request.get('/api/shopping-items')).json()) as {
    items: { name: string; completed: boolean }[];
  };
  expect(list.items.map((i) => `${i.name}:${i.completed}`).sort()).toEqual([
    'Apples:false',
    'Eggs:true',
    'Milk:true',
  ]);
  // Pat's open list followed live, without a reload.
  await expect(patPage.getByRole('checkbox', { name: 'Mark "Milk" as bought' })).toBeChecked();
  await expect(patPage.getByRole('checkbox', { name: 'Mark "Eggs" as bought' })).toBeChecked();
  await expect(patPage.getByRole('checkbox', { name: 'Mark "Apples" as bought' })).not.toBeChecked();
  await expect(patPage.getByRole('listitem', { name: 'Bread' })).toHaveCount(0);
  await patPage.context().close();
});
