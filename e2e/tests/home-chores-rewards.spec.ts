import { expect, type Page } from '@playwright/test';
import { csrf, newFamily, signedInPage, signUpByApi, test } from './helpers';

// The home journeys of issue #13: a rotating weekly chore for two children, Mark Complete by the child, Verify by
// the parent and the child's balance rising in their own browser without a reload; then a reward redeemed (the
// balance shows the hold), approved by the parent and seen in My Redemptions.

async function addChild(page: Page, name: string) {
  const member = {
    username: `kid_${newFamily().username.slice(4)}`,
    password: 'correct-horse-battery',
    name,
    role: 'child',
  };
  const res = await page.request.post('/api/users', { data: member, headers: csrf });
  expect(res.status(), await res.text()).toBe(201);
  return member;
}

test('a rotating chore is completed, verified, and the child’s points rise live; a reward is redeemed and approved', async ({
  page,
  browser,
}) => {
  await signUpByApi(page.request);
  const kim = await addChild(page, 'Kim');
  await addChild(page, 'Lou');

  // The parent makes a weekly chore that rotates Kim → Lou.
  await page.goto('/chores');
  await expect(page.getByRole('heading', { name: 'Chores', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Manage' }).click();
  await page.getByRole('button', { name: 'Add Chore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Chore' });
  await dialog.getByLabel('Title').fill('Take out the bins');
  await dialog.getByLabel('Points').fill('25');
  await dialog.getByLabel('Frequency').selectOption('weekly');
  await dialog.getByRole('checkbox', { name: 'Kim' }).click();
  await dialog.getByRole('checkbox', { name: 'Lou' }).click();
  await expect(dialog.getByText('turn 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Chores' })).toContainText('Rotates: Kim → Lou');

  // Kim, in a browser of their own, marks it complete.
  const kimPage = await signedInPage(browser, kim);
  await kimPage.goto('/chores');
  await expect(kimPage.getByRole('tab', { name: 'Manage' })).toHaveCount(0);
  await expect(kimPage.getByLabel('My points balance')).toHaveText('0');
  const mine = kimPage.getByRole('list', { name: 'My chores' });
  await expect(mine).toContainText('Take out the bins');
  await mine.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(mine).toContainText('Completed');

  // The parent verifies it; Kim's balance rises in Kim's browser without a reload.
  await page.getByRole('tab', { name: 'All Chores' }).click();
  const all = page.getByRole('list', { name: 'All chores' });
  await all.getByRole('button', { name: 'Verify' }).click();
  await expect(all).toContainText('Verified');
  await expect(kimPage.getByLabel('My points balance')).toHaveText('25');

  // A reward Kim can afford.
  await page.goto('/rewards');
  await page.getByRole('tab', { name: 'Manage Rewards' }).click();
  await page.getByRole('button', { name: 'Add Reward' }).click();
  const rewardDialog = page.getByRole('dialog', { name: 'Add Reward' });
  await rewardDialog.getByLabel('Title').fill('Ice cream');
  await rewardDialog.getByLabel('Points cost').fill('20');
  await rewardDialog.getByRole('button', { name: 'Save' }).click();
  await expect(rewardDialog).toBeHidden();

  await kimPage.goto('/rewards');
  await kimPage
    .getByRole('list', { name: 'Available rewards' })
    .getByRole('button', { name: 'Redeem' })
    .click();
  await expect(kimPage.getByLabel('My points balance')).toHaveText('5');
  await expect(kimPage.getByText('20 held for pending rewards')).toBeVisible();

  // The parent approves from Pending Approvals; Kim sees it approved.
  const pending = page.getByRole('list', { name: 'Pending approvals' });
  await expect(pending).toContainText('Kim — Ice cream (20 points)');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Nothing waits for your approval.')).toBeVisible();

  await kimPage.getByRole('tab', { name: 'My Redemptions' }).click();
  await expect(kimPage.getByRole('list', { name: 'My redemptions' })).toContainText('Approved');
  await expect(kimPage.getByLabel('My points balance')).toHaveText('5');
});

test('a parent adjusts a child’s points with a reason; the child sees it in their points history', async ({
  page,
  browser,
}) => {
  await signUpByApi(page.request);
  const kim = await addChild(page, 'Kim');
  const kimPage = await signedInPage(browser, kim);
  await kimPage.goto('/chores');
  await expect(kimPage.getByLabel('My points balance')).toHaveText('0');

  await page.goto('/chores');
  await page.getByRole('tab', { name: 'Points' }).click();
  await page.getByLabel('Whose points').selectOption('Kim');
  await expect(page.getByText('No points yet')).toBeVisible();
  await page.getByRole('button', { name: 'Adjust Points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust Points' });
  await dialog.getByLabel('Points (+ or −)').fill('15');
  await dialog.getByLabel('Reason').fill('Helped a neighbour');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: "Kim's points history" })).toContainText('Helped a neighbour');

  // Taking away more than Kim has is refused, and the balance never goes below zero.
  await page.getByRole('button', { name: 'Adjust Points' }).click();
  await dialog.getByLabel('Points (+ or −)').fill('-20');
  await dialog.getByLabel('Reason').fill('Too much');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Not enough points for that');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Kim's balance rises without a reload; the history says why.
  await expect(kimPage.getByLabel('My points balance')).toHaveText('15');
  await kimPage.getByRole('tab', { name: 'Points' }).click();
  const history = kimPage.getByRole('list', { name: 'My points history' });
  await expect(history).toContainText('Helped a neighbour');
  await expect(history).toContainText('+15');
  await expect(history).not.toContainText('Too much');
  await kimPage.context().close();
});
