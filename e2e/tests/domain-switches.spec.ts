import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../env';
import {
  csrf,
  newFamily,
  platformOperator,
  signInByApi,
  signInToConsole,
  signUpByApi,
  test,
} from './helpers';

async function setWellnessMonthly(request: APIRequestContext, on: boolean) {
  const res = await request.patch('/api/platform/admin/domains/wellness', {
    data: { plans: { monthly: on } },
    headers: csrf,
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('an operator switches wellness off for monthly; a monthly family’s open session loses it within 30 s while tasks keep working', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const OPERATOR = platformOperator();
  const operator = await browser.newContext({ baseURL: E2E_BASE_URL });
  const familyContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    // A family that chose the monthly plan at the sandbox checkout.
    const family = newFamily();
    await signUpByApi(familyContext.request, family);
    const checkout = await familyContext.request.post('/api/subscription/checkout', {
      data: {
        plan: 'monthly',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        nameOnCard: family.name,
      },
      headers: csrf,
    });
    expect(checkout.status(), await checkout.text()).toBe(201);
    const familyPage = await familyContext.newPage();
    await familyPage.goto('/wellness');
    await expect(familyPage.getByRole('heading', { name: 'Wellness Center', exact: true })).toBeVisible();
    expect((await familyContext.request.get('/api/medications')).status()).not.toBe(403);

    // The operator lands on the console after signing in and switches Wellness off for the monthly plan.
    const operatorPage = await operator.newPage();
    await signInToConsole(operatorPage, OPERATOR);
    const monthlySwitch = operatorPage.getByRole('switch', { name: 'Wellness on the Monthly plan' });
    await expect(monthlySwitch).toBeChecked();
    await monthlySwitch.click();
    await expect(
      operatorPage.getByText('Wellness is now off for the Monthly plan.', { exact: true }),
    ).toBeVisible();
    await expect(monthlySwitch).not.toBeChecked();
    const switchedAt = Date.now();

    // The family's open screen is replaced without a reload, within 30 s (annual still has it: an upgrade offer).
    await expect(familyPage.getByText('Wellness is not part of your plan')).toBeVisible({ timeout: 30_000 });
    await expect(familyPage.getByRole('heading', { name: 'Wellness Center', exact: true })).toHaveCount(0);
    const sidebar = familyPage.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: /Wellness.*locked/ })).toBeVisible();
    // …and the gateway refuses the domain's API for the monthly plan.
    await expect
      .poll(async () => (await familyContext.request.get('/api/medications')).json(), {
        timeout: Math.max(1000, 30_000 - (Date.now() - switchedAt)),
      })
      .toMatchObject({ error: 'domain_disabled' });

    // The other domains keep working in the same session.
    await sidebar.getByRole('link', { name: 'Tasks' }).click();
    await expect(familyPage.getByRole('button', { name: 'Add Task' })).toBeVisible();
    expect((await familyContext.request.get('/api/tasks')).status()).toBe(200);

    // A family admin is not a platform operator.
    await familyPage.goto('/admin/domains');
    await expect(familyPage.getByText('403 — Platform operators only')).toBeVisible();
    expect((await familyContext.request.get('/api/platform/admin/domains')).status()).toBe(403);
  } finally {
    // The e2e platform is shared by every spec: put the switch back.
    await signInByApi(operator.request, OPERATOR.username, OPERATOR.password);
    await setWellnessMonthly(operator.request, true);
    await operator.close();
    await familyContext.close();
  }
});
