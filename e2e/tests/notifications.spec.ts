import { expect } from '@playwright/test';
import { E2E_BASE_URL } from '../env';
import { demoFamilyReady, newFamily, signInToConsole, signUpByApi, test } from './helpers';

test('notifications: turn push on in Settings, send a test email, and the operator finds it in the outbox', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The browser grants notifications as a person would when asked.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, permissions: ['notifications'] });
  const page = await context.newPage();
  const family = newFamily();
  await signUpByApi(page.request, family);

  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('list', { name: 'What this FamilyHub can send' })).toContainText(
    'No mail server is set up: emails are kept in the operator’s outbox instead of being sent.',
  );
  await expect(page.getByRole('checkbox', { name: 'Tasks by Email' })).toBeChecked();

  // Push: the service worker registers and the browser is asked to subscribe. This machine cannot reach a browser
  // maker's push service, so the card must say so plainly rather than hang or pretend.
  await page.getByRole('button', { name: 'Enable on this device' }).click();
  await expect(
    page.getByText(/Push notifications are on for|could not subscribe to its push service/),
  ).toBeVisible({ timeout: 30_000 });
  const registered = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return registration?.active?.scriptURL ?? registration?.installing?.scriptURL ?? null;
  });
  // FamilyHub's one service worker (issue #31), which imports the push handlers of push-sw.js.
  expect(registered).toMatch(/\/sw\.js$/);

  await page.getByRole('button', { name: 'Send a test email' }).click();
  await expect(page.getByText('Test sent', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Sent. No mail server is set up, so it is in the operator’s outbox.', { exact: true }),
  ).toBeVisible();

  const operator = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await signInToConsole(operator);
  await operator.getByRole('link', { name: 'Outbox' }).click();
  await expect(operator).toHaveURL(/\/admin\/outbox$/);
  const kept = operator.getByRole('list', { name: 'Kept emails' });
  const email = kept.getByRole('button').filter({ hasText: family.email });
  await expect(email.first()).toContainText('FamilyHub: Test notification');
  await email.first().click();
  const article = operator.getByRole('article', { name: 'Email: FamilyHub: Test notification' });
  // A test has no unsubscribe link (nothing to stop); it is marked urgent like what cannot wait.
  await expect(article).toContainText('X-Priority');
  await expect(
    operator
      .frameLocator('iframe[title="The email as HTML"]')
      .getByRole('link', { name: 'Open in FamilyHub' }),
  ).toBeVisible();

  // The demo family's admin has a daily digest at the hour the demo started: it is in the outbox within a minute.
  await demoFamilyReady();
  await expect
    .poll(
      async () => {
        await operator.reload();
        return operator
          .getByRole('list', { name: 'Kept emails' })
          .getByRole('button')
          .filter({ hasText: 'demo@familyhub.local' })
          .filter({ hasText: 'Your FamilyHub day' })
          .count();
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toBeGreaterThan(0);
});
