import { expect, type Page } from '@playwright/test';
import { csrf, newFamily, signInByApi, signUpByApi, test } from './helpers';

// The wellness journeys of issue #12: two parents and one dose (the double-dose guard across browsers), water
// quick-add up to the goal, and a me-time block moving from Upcoming to Happening Now to Past as the clock moves.

async function addMember(page: Page, name: string, role: 'parent' | 'child') {
  const member = {
    username: `${role}_${newFamily().username.slice(4)}`,
    password: 'correct-horse-battery',
    name,
    role,
  };
  const res = await page.request.post('/api/users', { data: member, headers: csrf });
  expect(res.status(), await res.text()).toBe(201);
  return member;
}

test('a parent gives a child’s morning dose; a second parent in another browser is told who gave it', async ({
  page,
  browser,
}) => {
  const family = await signUpByApi(page.request);
  const pat = await addMember(page, 'Pat', 'parent');
  await addMember(page, 'Kim', 'child');

  await page.goto('/wellness');
  await expect(page.getByRole('heading', { name: 'Wellness Center' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Medication' }).click();
  const add = page.getByRole('dialog', { name: 'Add Medication' });
  await add.getByLabel('Medication name').fill('Amoxicillin');
  await add.getByLabel('For', { exact: true }).selectOption({ label: 'Kim' });
  await add.getByLabel('Dosage').fill('250 mg');
  await add.getByLabel('Frequency').selectOption('twice_daily');
  await add.getByLabel('Evening', { exact: true }).check();
  await add.getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('region', { name: 'Amoxicillin today' });
  await expect(card).toContainText('Due Today');

  // The second parent, in a browser of their own, opens the same dose's log dialog.
  const patContext = await browser.newContext();
  const patPage = await patContext.newPage();
  const signIn = await patPage.request.post('/api/auth/sign-in', {
    data: { username: pat.username, password: pat.password },
    headers: csrf,
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await patPage.goto('/wellness');
  await patPage
    .getByRole('region', { name: 'Amoxicillin today' })
    .getByRole('button', { name: 'Log Medication (Morning)' })
    .click();
  const patDialog = patPage.getByRole('dialog', { name: 'Log Medication' });
  await expect(patDialog).toBeVisible();

  // Meanwhile the first parent gives the morning dose.
  await card.getByRole('button', { name: 'Log Medication (Morning)' }).click();
  await page.getByRole('dialog', { name: 'Log Medication' }).getByRole('button', { name: 'Log' }).click();
  await expect(card).toContainText(`Given by ${family.name} at`);

  // The second parent's log is refused with who gave the dose and when.
  await patDialog.getByRole('button', { name: 'Log' }).click();
  await expect(patDialog).toContainText(
    new RegExp(`Failed to log medication: Already given by ${family.name} at \\d\\d:\\d\\d`),
  );
  await patDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(patPage.getByRole('region', { name: 'Amoxicillin today' })).toContainText(
    `Given by ${family.name} at`,
  );
  await patContext.close();
});

test('water quick-add reaches the goal and the bar stops at 100 %', async ({ page }) => {
  const family = await signUpByApi(page.request);
  await page.goto('/wellness');
  await page.getByRole('combobox', { name: 'Family member' }).selectOption({ label: family.name });
  await page.getByRole('tab', { name: 'Water Intake' }).click();
  const today = page.getByRole('region', { name: `${family.name}'s water today` });
  const bar = today.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  for (let i = 0; i < 3; i += 1) await today.getByRole('button', { name: 'More water' }).click();
  await today.getByRole('button', { name: 'Add 32 oz' }).click();
  await expect(bar).toHaveAttribute('aria-valuenow', '50');
  await today.getByRole('button', { name: 'Add 32 oz' }).click();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await today.getByRole('button', { name: 'Add 32 oz' }).click();
  await expect(today).toContainText('96 oz of 64 oz · 100%');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
});

test('a me-time block moves from Upcoming to Happening Now to Past as the clock moves', async ({ page }) => {
  const family = await signUpByApi(page.request);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const start = new Date(Date.now() + 10 * 60_000);
  const res = await page.request.post('/api/me-time-blocks', {
    data: {
      userId: me.user.id,
      title: 'Read on the balcony',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    },
    headers: csrf,
  });
  expect(res.status(), await res.text()).toBe(201);
  expect(family.name).toBeTruthy();

  await page.clock.install({ time: new Date() });
  await page.goto('/me-time');
  await expect(page.getByRole('region', { name: 'Read on the balcony' })).toBeVisible();
  await page.getByRole('tab', { name: 'Happening Now' }).click();
  await expect(page.getByText('Nothing happening right now')).toBeVisible();

  await page.clock.fastForward('15:00');
  const now = page.getByRole('region', { name: 'Read on the balcony' });
  await expect(now).toBeVisible();
  await expect(now.getByRole('button', { name: 'Mark Completed' })).toBeVisible();

  await page.clock.fastForward('30:00');
  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  await expect(page.getByRole('region', { name: 'Read on the balcony' })).toContainText('Missed');
});

test('the demo family has wellness data to look at', async ({ page }) => {
  await signInByApi(page.request);
  const meds = (await (await page.request.get('/api/medications')).json()) as { items: { name: string }[] };
  expect(meds.items.map((m) => m.name).sort()).toEqual(['Amoxicillin', "Children's ibuprofen", 'Vitamin D']);
  await page.goto('/wellness');
  // The seed logs this morning's 08:12 dose only once that time has passed: a dose is never logged ahead.
  const clock = new Date();
  if (clock.getHours() * 60 + clock.getMinutes() > 8 * 60 + 12)
    await expect(page.getByRole('region', { name: 'Amoxicillin today' })).toContainText(
      'Given by Sam Rivera at 08:12',
    );
  await page.goto('/me-time');
  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  await expect(page.getByRole('region', { name: 'Morning run' })).toContainText('Completed');
  await expect(page.getByRole('region', { name: 'Read a book' })).toContainText('Missed');
});
