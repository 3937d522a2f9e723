import { expect } from '@playwright/test';
import { DEMO, signInByApi, closeInterruptions, test } from './helpers';

const SAM = { username: 'sam', name: 'Sam Rivera' };

test('a message sent by one family member appears for another without reloading', async ({ browser }) => {
  const alexContext = await browser.newContext();
  const samContext = await browser.newContext();
  await signInByApi(alexContext.request, DEMO.username, DEMO.password);
  await signInByApi(samContext.request, SAM.username, DEMO.password);
  const alex = await alexContext.newPage();
  await closeInterruptions(alex);
  const sam = await samContext.newPage();
  await closeInterruptions(sam);

  for (const page of [alex, sam]) {
    const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/live') && r.status() === 200);
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 2, name: 'Family Messages' })).toBeVisible();
    await streamOpen;
  }
  // A marker on Sam's page survives only if the page is never reloaded.
  await sam.evaluate(() => Object.assign(window, { __notReloaded: true }));

  const input = alex.getByRole('textbox', { name: 'Message' });
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
  await sam.getByRole('textbox', { name: 'Message' }).fill(reply);
  await sam.getByRole('button', { name: 'Send' }).click();
  await expect(alex.getByRole('listitem', { name: `${SAM.name}: ${reply}` })).toBeVisible();

  await alexContext.close();
  await samContext.close();
});
