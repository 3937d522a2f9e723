import { expect, type Page } from '@playwright/test';
import { csrf, newFamily, signInByApi, signUpByApi, test } from './helpers';

// The school journeys of issue #11: a permission slip becomes a family task and handing it in ticks the task off;
// a child ticks homework done and a parent checks it.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function addChild(page: Page, name: string) {
  const child = {
    username: `kid_${newFamily().username.slice(4)}`,
    password: 'correct-horse-battery',
    name,
    role: 'child',
  };
  const res = await page.request.post('/api/users', { data: child, headers: csrf });
  expect(res.status(), await res.text()).toBe(201);
  return child;
}

/** Through the Schools & students dialog: a school, the active school year and `childName` as a student. */
async function enrolThroughTheDialog(page: Page, childName: string) {
  await page.getByRole('button', { name: 'Schools & students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schools & students' });
  await dialog.getByRole('tab', { name: 'Schools' }).click();
  await dialog.getByRole('button', { name: 'Add school' }).click();
  await dialog.getByLabel('School name').fill('Maple Grove Elementary');
  await dialog.getByLabel('City').fill('Springfield');
  await dialog.getByRole('button', { name: 'Add school' }).click();
  await expect(dialog.getByRole('list', { name: 'Schools' })).toContainText('Maple Grove Elementary');

  await dialog.getByRole('tab', { name: 'School years' }).click();
  await dialog.getByRole('button', { name: 'Add school year' }).click();
  await dialog.getByLabel('School year name').fill('This year');
  const year = new Date().getFullYear();
  await dialog.getByLabel('Start date').fill(`${year - 1}-09-01`);
  await dialog.getByLabel('End date').fill(`${year + 1}-06-30`);
  await dialog.getByRole('button', { name: 'Add school year' }).click();
  await expect(dialog.getByRole('list', { name: 'School years' })).toContainText('Active');

  await dialog.getByRole('tab', { name: 'Students' }).click();
  await dialog.getByRole('button', { name: 'Add student' }).click();
  await dialog.getByLabel('Child').selectOption({ label: childName });
  await dialog.getByLabel('Grade').fill('3rd');
  await dialog.getByRole('button', { name: 'Add student' }).click();
  await expect(dialog.getByRole('list', { name: 'Students' })).toContainText(childName);

  // A second enrolment of the same child at the same school in the same year is refused with a clear message.
  await dialog.getByRole('button', { name: 'Add student' }).click();
  await dialog.getByLabel('Child').selectOption({ label: childName });
  await dialog.getByRole('button', { name: 'Add student' }).click();
  await expect(
    dialog.getByText('This child is already a student at this school for this school year'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('a parent enrols a child, uploads a permission slip due today, makes it a task and hands it in', async ({
  page,
}) => {
  await signUpByApi(page.request);
  await addChild(page, 'Robin');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Digital Backpack' })).toBeVisible();

  // Without students, Upload is blocked.
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expect(
    page.getByText('Please add students before uploading documents.', { exact: true }).first(),
  ).toBeVisible();

  await enrolThroughTheDialog(page, 'Robin');

  await page.getByRole('button', { name: 'Upload Document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await upload.getByLabel('Title').fill('Zoo trip permission slip');
  await upload.getByLabel('Description').fill('Sign and return with the bus money');
  await upload.getByLabel('Document type').selectOption('permission_slip');
  await upload.getByLabel('Due date').fill(localToday());
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'zoo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByText('Document Added', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Zoo trip permission slip' })).toContainText('Due Today');

  await page.getByRole('tab', { name: /Action Required/ }).click();
  await expect(page.getByRole('tab', { name: /Action Required/ }).getByLabel('1 need action')).toBeVisible();
  await expect(page.getByText('1 document is due today.', { exact: true }).first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Documents that need action' });
  await table.getByRole('button', { name: 'Make a task of Zoo trip permission slip' }).click();
  await expect(table.getByText('On the to-do list')).toBeVisible();

  await page.goto('/tasks');
  const task = page.getByRole('checkbox', { name: /Sign and return: Zoo trip permission slip/ });
  await expect(task).not.toBeChecked();

  await page.goto('/documents');
  await page.getByRole('tab', { name: /Action Required/ }).click();
  await page.getByRole('button', { name: 'Mark Submitted for Zoo trip permission slip' }).click();
  await expect(page.getByText('Document Submitted', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Nothing needs action', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Submitted' }).click();
  await expect(page.getByRole('table', { name: 'Submitted documents' })).toContainText(
    'Zoo trip permission slip',
  );

  await page.goto('/tasks');
  await expect(
    page.getByRole('checkbox', { name: /Sign and return: Zoo trip permission slip/ }),
  ).toBeChecked();
});

test('a child ticks homework done, cannot verify it, and a parent verifies it', async ({ page, browser }) => {
  const family = await signUpByApi(page.request);
  const child = await addChild(page, 'Kai');
  await page.goto('/homework');
  await enrolThroughTheDialog(page, 'Kai');
  await page.getByRole('button', { name: 'Add Homework' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Homework' });
  await dialog.getByLabel('Subject').fill('Math');
  await dialog.getByLabel('Title').fill('Fractions worksheet');
  await dialog.getByLabel('Due date').fill(localToday());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const kid = await browser.newPage();
  const signIn = await kid.request.post('/api/auth/sign-in', {
    data: { username: child.username, password: child.password },
    headers: csrf,
  });
  expect(signIn.status()).toBe(200);
  await kid.goto('/homework');
  const row = kid.getByRole('listitem', { name: 'Fractions worksheet' });
  await expect(row.getByRole('button', { name: 'Verify Fractions worksheet' })).toHaveCount(0);
  await row.getByRole('checkbox', { name: 'Fractions worksheet done' }).click();
  await expect(row.getByRole('checkbox', { name: 'Fractions worksheet done' })).toBeChecked();
  // The API refuses a child's check with a clear message.
  const items = await (await kid.request.get('/api/homework')).json();
  const refused = await kid.request.post(`/api/homework/${items.items[0].id}/verify`, {
    data: { verified: true },
    headers: csrf,
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Only parents and admins can verify homework');
  await kid.close();

  await page.reload();
  const parentRow = page.getByRole('listitem', { name: 'Fractions worksheet' });
  await parentRow.getByRole('button', { name: 'Verify Fractions worksheet' }).click();
  await expect(parentRow.getByText(`Verified by ${family.name}`)).toBeVisible();
});

test('the demo family has a school backpack, homework and a school calendar', async ({ page }) => {
  await signInByApi(page.request);
  const list = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { items: unknown[] }).items;
  expect(await list('/api/students')).toHaveLength(2);
  expect((await list('/api/school-documents')).length).toBeGreaterThanOrEqual(5);
  expect((await list('/api/homework')).length).toBeGreaterThanOrEqual(6);
  expect((await list('/api/school-events')).length).toBeGreaterThanOrEqual(4);
  expect(await list('/api/extracurricular-activities')).toHaveLength(2);
  await page.goto('/documents');
  await expect(page.getByRole('article', { name: 'Zoo field trip permission slip' })).toContainText(
    'On the to-do list',
  );
});
