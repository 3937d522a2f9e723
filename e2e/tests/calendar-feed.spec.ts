import { expect } from '@playwright/test';
import { csrf, signUpByApi, test } from './helpers';

test('a member turns on the private calendar feed; the address serves the family events with their repetition until it is turned off', async ({
  page,
}) => {
  await signUpByApi(page.request);
  const startAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const created = await page.request.post('/api/events', {
    data: {
      title: 'Football training',
      startAt,
      recurrence: 'weekly',
      recurrenceDays: ['tuesday', 'friday'],
    },
    headers: csrf,
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/calendar?tab=events');
  const panel = page.getByRole('region', { name: 'Subscribe in your calendar app' });
  await expect(panel.getByText(/Anyone who has the address can see/)).toBeVisible();
  await panel.getByRole('button', { name: 'Turn on calendar feed' }).click();
  const address = panel.getByLabel('Your private feed address');
  await expect(address).toHaveValue(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR\r\n');
  expect(text).toContain('SUMMARY:Football training\r\n');
  expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,FR');

  // After a reload the address is no longer shown; turning the feed off (after confirming) stops it.
  await page.reload();
  await expect(panel.getByText(/Your feed is on since/)).toBeVisible();
  await expect(panel.getByLabel('Your private feed address')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Turn off' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Turn off your calendar feed?' });
  await confirm.getByRole('button', { name: 'Turn off' }).click();
  await expect(panel.getByRole('button', { name: 'Turn on calendar feed' })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
