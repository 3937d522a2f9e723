import { expect, type Page } from '@playwright/test';
import { signUpByApi, test } from './helpers';

// The browser runs on this machine's clock and zone, so the test can name the days the calendar shows.
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const daysFrom = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

async function openCalendar(page: Page, tab?: string) {
  await page.goto(tab ? `/calendar?tab=${tab}` : '/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar & Planning' })).toBeVisible();
}

test('a parent adds a weekly event, sees it in two different weeks, and deletes the series after confirming', async ({
  page,
}) => {
  await signUpByApi(page.request);
  await openCalendar(page);

  const today = new Date();
  const nextWeek = daysFrom(today, 7);
  await expect(page.getByRole('heading', { name: `Events for ${longDate(today)}` })).toBeVisible();
  await expect(page.getByText('No events scheduled for this date.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Swim practice');
  await dialog.getByLabel('Description').fill('Bring goggles');
  await dialog.getByLabel('Start time').fill('16:00');
  await dialog.getByLabel('End time').fill('17:30');
  await dialog.getByLabel('Repeats').selectOption('weekly');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Select at least one day of week')).toBeVisible();
  await dialog.getByRole('checkbox', { name: weekdayNames[today.getDay()] }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const thisWeek = page.getByRole('listitem', { name: 'Swim practice' });
  await expect(thisWeek).toBeVisible();
  await expect(thisWeek.getByText('Bring goggles')).toBeVisible();
  await expect(thisWeek.getByText('4:00 PM – 5:30 PM')).toBeVisible();
  await expect(thisWeek.getByText('Repeats weekly')).toBeVisible();
  await expect(thisWeek.getByText(/^Organized by /)).toBeVisible();

  // The next week, by keyboard: it may lie in the next month, which the calendar then shows.
  await page.getByRole('button', { name: `${longDate(today)}, has events` }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { name: `Events for ${longDate(nextWeek)}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${longDate(nextWeek)}, has events` })).toBeFocused();
  const following = page.getByRole('listitem', { name: 'Swim practice' });
  await expect(following).toBeVisible();

  await following.getByRole('button', { name: 'Delete "Swim practice"' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this event?' });
  await expect(confirm.getByText(/every occurrence/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(following).toBeVisible();

  await following.getByRole('button', { name: 'Delete "Swim practice"' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No events scheduled for this date.')).toBeVisible();
  await page.getByRole('button', { name: longDate(nextWeek), exact: true }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('heading', { name: `Events for ${longDate(today)}` })).toBeVisible();
  await expect(page.getByText('No events scheduled for this date.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: `${longDate(today)}, has events` })).toHaveCount(0);
});

test('a parent saves an emergency contact and can call it with a tel: link', async ({ page }) => {
  await signUpByApi(page.request);
  await openCalendar(page, 'emergency');

  await expect(page.getByRole('tab', { name: 'Emergency' })).toHaveAttribute('aria-selected', 'true');
  const services = page.getByRole('region', { name: 'Emergency Services' });
  await expect(services.getByRole('link', { name: 'Call Emergency at 911' })).toHaveAttribute(
    'href',
    'tel:911',
  );

  await page.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contact' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Phone number is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Grandma Rose');
  await dialog.getByLabel('Relationship').fill('Grandmother');
  await dialog.getByLabel('Phone number').fill('(555) 123-4567');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const contact = page.getByRole('listitem', { name: 'Grandma Rose' });
  await expect(contact.getByRole('link', { name: 'Call Grandma Rose at (555) 123-4567' })).toHaveAttribute(
    'href',
    'tel:5551234567',
  );
  await page.reload();
  await expect(page.getByRole('link', { name: 'Call Grandma Rose at (555) 123-4567' })).toBeVisible();
});
