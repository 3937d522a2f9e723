import { expect } from '@playwright/test';
import { signInByApi, test } from './helpers';

// Issue #33: a demo member writes a private journal entry, then saves today's check-in and sees it on the 30-day
// chart. The entry title is unique to the run, so a kept data dir does not confuse it with an earlier one.

test('a member writes a journal entry, saves a check-in and sees the chart', async ({ page }) => {
  await signInByApi(page.request);
  const title = `Quiet morning ${Date.now().toString(36)}`;

  await page.goto('/wellness');
  await expect(page.getByRole('heading', { name: 'Wellness Center' })).toBeVisible();
  await page.getByRole('tab', { name: 'Journal', exact: true }).click();
  await page.getByRole('button', { name: 'Write entry', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New entry' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Entry', { exact: true }).fill('Coffee on the porch before anyone woke up.');
  await dialog.getByLabel('Tags', { exact: true }).fill('calm, morning');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  const entries = page.getByRole('list', { name: 'Journal entries' });
  await expect(entries.getByText(title, { exact: true })).toBeVisible();
  await expect(entries.getByText('Private').first()).toBeVisible();
  // The calendar marks today as written.
  const today = new Date().getDate();
  await expect(
    page
      .getByRole('region', { name: 'Days written' })
      .getByRole('button', { name: `${today}, written`, exact: true }),
  ).toBeEnabled();

  await page.getByRole('tab', { name: 'Check-ins', exact: true }).click();
  const form = page.getByRole('region', { name: "Today's check-in" });
  await expect(form.getByText("Same 1–10 scale as mood's energy and stress.")).toBeVisible();
  await form.getByLabel('Overall feeling', { exact: true }).fill('7');
  await form.getByLabel('Sleep quality', { exact: true }).fill('6');
  await form.getByLabel('Anxiety', { exact: true }).fill('3');
  await form.getByLabel('Depression', { exact: true }).fill('2');
  await form.getByLabel('Focus', { exact: true }).fill('8');
  await form.getByLabel('What went well today? (optional)', { exact: true }).fill('A calm start.');
  await form.getByRole('button', { name: /^(Save|Update) check-in$/ }).click();
  await expect(page.getByRole('figure', { name: 'Check-ins, last 30 days' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update check-in', exact: true })).toBeVisible();
});
