import { expect } from '@playwright/test';
import { csrf, signUpByApi, test } from './helpers';

test('a free family meets the 3-member limit with a clear message, and monthly lifts it', async ({
  page,
}) => {
  const family = await signUpByApi(page.request);
  expect((await page.request.post('/api/subscription/switch-to-free', { headers: csrf })).status()).toBe(200);
  for (const kid of ['a', 'b']) {
    const res = await page.request.post('/api/users', {
      headers: csrf,
      data: {
        username: `${family.username}_${kid}`,
        password: 'child-password-1',
        name: `Kid ${kid}`,
        role: 'child',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto('/settings?tab=family');
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Family Member' });
  await addDialog.getByLabel('Member name').fill('Kid c');
  await addDialog.getByLabel('Member username').fill(`${family.username}_c`);
  await addDialog.getByLabel('Member password').fill('child-password-1');
  await addDialog.getByRole('button', { name: 'Add member' }).click();
  await expect(
    page.getByText('The Free plan allows up to 3 family members. Upgrade your plan to add more.').first(),
  ).toBeVisible();
  await expect(addDialog).toBeVisible();

  // Premium Monthly through the sandbox, then the same member fits.
  const paid = await page.request.post('/api/subscription/checkout', {
    headers: csrf,
    data: {
      plan: 'monthly',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      nameOnCard: 'Jordan',
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await addDialog.getByRole('button', { name: 'Add member' }).click();
  await expect(addDialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('button', { name: 'Manage Kid c' }),
  ).toBeVisible();
});
