import { expect, type Page } from '@playwright/test';
import { csrf, signUpByApi, test } from './helpers';

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const daysFrom = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Moves the selection from the selected day `days` after today to the next day, with the arrow key. */
async function selectNextDay(page: Page, days: number, hasEvents: boolean) {
  const today = new Date();
  const from = daysFrom(today, days);
  await page.getByRole('button', { name: new RegExp(`^${longDate(from)}`) }).focus();
  await page.keyboard.press('ArrowRight');
  const day = daysFrom(today, days + 1);
  await expect(page.getByRole('heading', { name: `Events for ${longDate(day)}` })).toBeVisible();
  if (hasEvents)
    await expect(page.getByRole('button', { name: `${longDate(day)}, has events` })).toBeFocused();
}

test('a parent moves one occurrence of a daily event and deletes another; the rest of the series stays', async ({
  page,
}) => {
  await signUpByApi(page.request);
  // A daily series at 07:00 on the browser's clock from tomorrow (never within the hour, so no alert pops up).
  const start = daysFrom(new Date(), 1);
  start.setHours(7, 0, 0, 0);
  const created = await page.request.post('/api/events', {
    data: {
      title: 'Dog walk',
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
      recurrence: 'daily',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    headers: csrf,
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/calendar?tab=events');
  await selectNextDay(page, 0, true);
  const walk = page.getByRole('listitem', { name: 'Dog walk' });
  await expect(walk.getByText('7:00 AM – 7:30 AM')).toBeVisible();

  await walk.getByRole('button', { name: 'Edit only this occurrence of "Dog walk"' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit This Occurrence' });
  await dialog.getByLabel('Title').fill('Long dog walk');
  await dialog.getByLabel('Start time').fill('08:00');
  await dialog.getByLabel('End time').fill('09:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const moved = page.getByRole('listitem', { name: 'Long dog walk' });
  await expect(moved.getByText('8:00 AM – 9:30 AM')).toBeVisible();
  await expect(moved.getByText('Changed for this day')).toBeVisible();

  // The next day keeps the series' own time; delete only that occurrence.
  await selectNextDay(page, 1, true);
  const nextWalk = page.getByRole('listitem', { name: 'Dog walk' });
  await expect(nextWalk.getByText('7:00 AM – 7:30 AM')).toBeVisible();
  await nextWalk.getByRole('button', { name: 'Delete only this occurrence of "Dog walk"' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this occurrence?' })
    .getByRole('button', { name: 'Delete occurrence' })
    .click();
  await expect(page.getByText('No events scheduled for this date.')).toBeVisible();

  // After a reload: the moved walk, the deleted day empty, and the series going on the day after.
  await page.reload();
  await selectNextDay(page, 0, true);
  await expect(page.getByRole('listitem', { name: 'Long dog walk' })).toBeVisible();
  await selectNextDay(page, 1, false);
  await expect(page.getByText('No events scheduled for this date.')).toBeVisible();
  await selectNextDay(page, 2, true);
  await expect(page.getByRole('listitem', { name: 'Dog walk' }).getByText('7:00 AM – 7:30 AM')).toBeVisible();
});
