import { expect, type Page } from '@playwright/test';
import { csrf, newFamily, signedInPage, signUpByApi, test, withoutQuietHours } from './helpers';

// The money journeys of issue #15: a grocery budget going over with receipts, a bill with its reminder paid
// and rolled to next month, and a child who sees only their own allowance.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const monthLabel = (d: Date) => d.toLocaleString('en-US', { month: 'long' }) + ` ${d.getFullYear()}`;

async function addMember(page: Page, name: string, role: 'parent' | 'child') {
  const member = {
    username: `${role}_${newFamily().username.slice(4)}`,
    password: 'correct-horse-battery',
    name,
    role,
  };
  const res = await page.request.post('/api/users', { data: member, headers: csrf });
  expect(res.status(), await res.text()).toBe(201);
  return { ...member, id: ((await res.json()) as { id: number }).id };
}

async function addTrip(page: Page, store: string, total: string, receiptName: string) {
  await page.getByRole('button', { name: 'Add Trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Trip' });
  await dialog.getByLabel('Store').fill(store);
  await dialog.getByLabel('Total ($)').fill(total);
  await dialog
    .locator('#trip-receipt')
    .setInputFiles({ name: receiptName, mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Receipt preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
}

test('a grocery budget goes over with two receipted trips: the bar turns red, history says Over budget', async ({
  page,
}) => {
  await signUpByApi(page.request);
  const today = new Date();
  await page.goto('/grocery-budget');
  await expect(page.getByRole('heading', { name: 'Grocery Budget', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Set Budget' }).first().click();
  const budget = page.getByRole('dialog', { name: 'Set Budget' });
  await expect(budget.getByRole('button', { name: 'Set' })).toBeDisabled();
  await budget.getByLabel('Amount ($)').fill('100');
  await budget.getByRole('button', { name: 'Set' }).click();
  await expect(page.getByText('Budget added', { exact: true })).toBeVisible();

  await addTrip(page, 'Corner Market', '60.00', 'receipt-1.png');
  const bar = page.getByRole('progressbar', { name: `${monthLabel(today)} grocery budget spent` });
  await expect(bar).toHaveAttribute('data-over', 'false');
  await addTrip(page, 'Fresh Foods', '50.00', 'receipt-2.png');

  await expect(bar).toHaveAttribute('data-over', 'true');
  await expect(page.getByText('110% of the budget spent')).toBeVisible();
  const trips = page.getByRole('list', { name: `Trips in ${monthLabel(today)}` });
  await expect(trips.getByRole('img', { name: 'Receipt from Corner Market' })).toBeVisible();
  await expect(trips.getByRole('img', { name: 'Receipt from Fresh Foods' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Budget history' });
  await expect(history.getByRole('listitem').first()).toContainText('Over budget');

  // The receipt image is served to the family only, from the money service.
  const src = await trips.getByRole('img', { name: 'Receipt from Fresh Foods' }).getAttribute('src');
  const image = await page.request.get(src!);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('a bill due in two days raises its reminder; Mark Paid makes next month’s bill', async ({ page }) => {
  await signUpByApi(page.request);
  // A bill reminder is a normal alert: quiet hours would hold it until morning.
  await withoutQuietHours(page.request);
  const due = new Date();
  due.setDate(due.getDate() + 2);
  await page.goto('/bills');
  await page.getByRole('button', { name: 'Add Bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Bill' });
  await dialog.getByLabel('Title').fill('Electricity');
  await dialog.getByLabel('Amount ($)').fill('84.50');
  await dialog.getByLabel('Due date').fill(isoDay(due));
  await dialog.getByLabel('Account number').fill('ACCT-123456789');
  await dialog.getByRole('button', { name: 'Add Bill' }).click();
  await expect(dialog).toBeHidden();

  const unpaid = page.getByRole('list', { name: 'Unpaid bills' });
  await expect(unpaid).toContainText('Account ••••6789');
  await expect(unpaid).toContainText('Due soon');
  await expect(page.getByText('123456789')).toHaveCount(0);

  // The reminder reaches the admin's bell and leads to the bills.
  await page.reload();
  await page.getByRole('button', { name: /^Alerts, \d+ active$/ }).click();
  const alerts = page.getByRole('dialog', { name: 'Alerts' });
  const dueLabel = due.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  const reminder = alerts.getByRole('listitem').filter({ hasText: `Electricity is due ${dueLabel}` });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/bills\?focus=\d+$/);

  await page.getByRole('button', { name: `Mark Paid: Electricity, due ${dueLabel}` }).click();
  await expect(page.getByText(/Electricity is paid; the next one is due/).first()).toBeVisible();
  const next = new Date(due.getFullYear(), due.getMonth() + 1, 1);
  const nextMonth = next.toLocaleString('en-US', { month: 'short' });
  await expect(unpaid.getByRole('listitem')).toHaveCount(1);
  await expect(unpaid).toContainText(`Due ${nextMonth} `);
  await page.getByLabel('Show').selectOption('paid');
  await expect(page.getByRole('list', { name: 'Paid bills' })).toContainText('Electricity');
});

test('a child signs in and sees only their own allowance', async ({ page, browser }) => {
  await signUpByApi(page.request);
  const mia = await addMember(page, 'Mia', 'child');
  const leo = await addMember(page, 'Leo', 'child');
  for (const [child, amount] of [
    [mia, 500],
    [leo, 700],
  ] as const) {
    const res = await page.request.post('/api/allowances', {
      data: { childId: child.id, amountCents: amount, frequency: 'weekly', dayOfWeek: 6 },
      headers: csrf,
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  // A parent credits Mia through the screen.
  await page.goto('/allowance');
  const miaCard = page.getByRole('region', { name: "Mia's allowance" });
  await miaCard.getByRole('button', { name: 'Add Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: "Add to Mia's ledger" });
  await dialog.getByLabel('Amount ($)').fill('12.50');
  await dialog.getByLabel('Notes').fill('Birthday extra');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(miaCard).toContainText('$12.50');

  const childPage = await signedInPage(browser, mia);
  await childPage.goto('/allowance');
  await expect(childPage.getByRole('heading', { name: 'My Allowance' })).toBeVisible();
  const own = childPage.getByRole('region', { name: "Mia's allowance" });
  await expect(own).toContainText('$12.50');
  await expect(own.getByRole('list', { name: "Mia's ledger" })).toContainText('Birthday extra');
  await expect(childPage.getByRole('region', { name: "Leo's allowance" })).toHaveCount(0);
  await expect(childPage.getByRole('button', { name: 'Add Transaction' })).toHaveCount(0);
  // The money service refuses the child everything else.
  const bills = await childPage.request.get('/api/bills');
  expect(bills.status()).toBe(403);
  await childPage.context().close();
});

test('a parent turns a child’s chore points into allowance money; the child sees both sides', async ({
  page,
  browser,
}) => {
  await signUpByApi(page.request);
  const mia = await addMember(page, 'Mia', 'child');
  const allowance = await page.request.post('/api/allowances', {
    data: { childId: mia.id, amountCents: 500, frequency: 'weekly', dayOfWeek: 6, autoCredit: false },
    headers: csrf,
  });
  expect(allowance.status(), await allowance.text()).toBe(201);
  const earned = await page.request.post('/api/points/adjustments', {
    data: { memberId: mia.id, points: 150, reason: 'Chores before the app' },
    headers: csrf,
  });
  expect(earned.status(), await earned.text()).toBe(201);

  // Mia watches her points in a browser of her own.
  const childPage = await signedInPage(browser, mia);
  await childPage.goto('/chores');
  await expect(childPage.getByLabel('My points balance')).toHaveText('150');

  // The parent sets the family's rate, then converts 120 of Mia's points.
  await page.goto('/allowance');
  const rateCard = page.getByRole('region', { name: 'Points to allowance' });
  await rateCard.getByRole('button', { name: 'Set Rate' }).click();
  const rateDialog = page.getByRole('dialog', { name: 'Points Rate' });
  await rateDialog.getByLabel('Every (points)').fill('10');
  await rateDialog.getByLabel('Are worth ($)').fill('1.00');
  await rateDialog.getByRole('button', { name: 'Save Rate' }).click();
  await expect(rateCard).toContainText('Every 10 chore points are worth $1.00.');

  const miaCard = page.getByRole('region', { name: "Mia's allowance" });
  await miaCard.getByRole('button', { name: 'Convert Points' }).click();
  const dialog = page.getByRole('dialog', { name: "Convert Mia's points" });
  await expect(dialog).toContainText('Mia has 150 points.');
  await dialog.getByLabel('Points to convert').fill('125');
  await expect(dialog.getByRole('button', { name: 'Convert' })).toBeDisabled();
  await dialog.getByLabel('Points to convert').fill('120');
  await expect(dialog).toContainText('Worth $12.00');
  await dialog.getByRole('button', { name: 'Convert' }).click();
  await expect(dialog).toBeHidden();
  await expect(miaCard).toContainText('$12.00');
  await expect(miaCard.getByRole('list', { name: "Mia's ledger" })).toContainText('Converted 120 points');

  // Mia's points fall without a reload, and her allowance shows the money.
  await expect(childPage.getByLabel('My points balance')).toHaveText('30');
  await childPage.goto('/allowance');
  const own = childPage.getByRole('region', { name: "Mia's allowance" });
  await expect(own).toContainText('$12.00');
  await expect(own.getByRole('list', { name: "Mia's ledger" })).toContainText('Converted 120 points');
  // She sees the family's rate, read-only: what her points are worth.
  await expect(childPage.getByRole('region', { name: 'What your points are worth' })).toContainText(
    '10 chore points = $1.00 of allowance.',
  );
  await expect(childPage.getByRole('button', { name: /Set Rate|Change Rate/ })).toHaveCount(0);

  // More than she has left is refused, and nothing changes.
  await miaCard.getByRole('button', { name: 'Convert Points' }).click();
  await dialog.getByLabel('Points to convert').fill('40');
  await dialog.getByRole('button', { name: 'Convert' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Not enough points for that');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(miaCard).toContainText('$12.00');
  await childPage.context().close();
});

test('an expense split across two budget categories counts in each of them', async ({ page }) => {
  await signUpByApi(page.request);
  const now = new Date();
  const made = await page.request.post('/api/budgets', {
    data: {
      title: 'Household budget',
      month: now.getMonth() + 1,
      year: now.getFullYear(),
      totalBudgetCents: 100000,
    },
    headers: csrf,
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  for (const [name, allocatedCents] of [
    ['Food', 50000],
    ['Fun', 30000],
  ] as const) {
    const res = await page.request.post(`/api/budgets/${id}/categories`, {
      data: { name, allocatedCents },
      headers: csrf,
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto('/expenses');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByLabel('Title').fill('Birthday party');
  await dialog.getByLabel('Amount ($)', { exact: true }).fill('50');
  await dialog.getByRole('button', { name: 'Split Across Categories' }).click();
  await dialog.getByLabel('Part 1 category').selectOption('Food');
  await dialog.getByLabel('Part 1 amount ($)').fill('30');
  await dialog.getByLabel('Part 2 category').selectOption('Fun');
  await dialog.getByLabel('Part 2 amount ($)').fill('25');
  await expect(dialog.getByRole('status')).toContainText('$5.00 too much');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(dialog.getByText('Allocations must add up to the amount')).toBeVisible();
  await dialog.getByLabel('Part 2 amount ($)').fill('20');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(dialog).toBeHidden();

  const expenses = page.getByRole('list', { name: 'Expenses' });
  await expect(expenses).toContainText('Split: Food $30.00 · Fun $20.00');
  const categories = page.getByRole('list', { name: 'Budget categories' });
  await expect(categories).toContainText('$30.00 of $500.00');
  await expect(categories).toContainText('$20.00 of $300.00');

  // Edit Expense: the same form, filled in; $10 more, all of it in Fun, and the receipt found later.
  await page.getByRole('button', { name: /^Edit Birthday party on / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Expense' });
  await expect(edit.getByLabel('Part 2 amount ($)')).toHaveValue('20.00');
  await edit.getByLabel('Amount ($)', { exact: true }).fill('60');
  await edit.getByLabel('Part 2 amount ($)').fill('30');
  await edit
    .locator('#expense-receipt')
    .setInputFiles({ name: 'party.png', mimeType: 'image/png', buffer: PNG });
  await expect(edit.getByRole('img', { name: 'Receipt preview' })).toBeVisible();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(expenses).toContainText('Split: Food $30.00 · Fun $30.00');
  await expect(expenses).toContainText('$60.00');
  await expect(expenses.getByRole('link', { name: /^Receipt of Birthday party on / })).toBeVisible();
  await expect(categories).toContainText('$30.00 of $300.00');
});

test('the admin sets the family’s currency to the euro: expenses and bill reminders show €', async ({
  page,
}) => {
  await signUpByApi(page.request);
  await withoutQuietHours(page.request);
  await page.goto('/settings?tab=family');
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await expect(currency).toHaveValue('USD');
  await currency.selectOption('EUR');
  await page.getByRole('button', { name: 'Save currency' }).click();
  await expect(page.getByText('Amounts are now shown in Euro.').first()).toBeVisible();

  await page.goto('/expenses');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByLabel('Title').fill('Bakery');
  await dialog.getByLabel('Amount (€)', { exact: true }).fill('12.34');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(dialog).toBeHidden();
  const expenses = page.getByRole('list', { name: 'Expenses' });
  await expect(expenses).toContainText('€12.34');
  await expect(expenses).not.toContainText('$');
  await expect(page.getByRole('heading', { name: /^€12\.34 spent from / })).toBeVisible();

  // The money service words the bill's reminder in the family's currency too (identity's setting).
  const due = new Date();
  due.setDate(due.getDate() + 2);
  const bill = await page.request.post('/api/bills', {
    data: { title: 'Water', amountCents: 4200, dueDate: isoDay(due), payee: 'Stadtwerke' },
    headers: csrf,
  });
  expect(bill.status(), await bill.text()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: /^Alerts, \d+ active$/ }).click();
  const alerts = page.getByRole('dialog', { name: 'Alerts' });
  await expect(alerts.getByRole('listitem').filter({ hasText: 'Water is due' })).toContainText(
    '€42.00 to Stadtwerke',
  );
});
