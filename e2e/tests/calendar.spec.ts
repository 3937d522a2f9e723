import { expect, type Page } from '@playwright/test';
import { csrf, signInByApi, signUpByApi, test } from './helpers';

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

test("school items and others' me time show on the family calendar, live, and survive school going down", async ({
  page,
  browser,
}) => {
  const send = async (p: Page, method: 'post' | 'patch', url: string, data: unknown) => {
    const res = await p.request[method](url, { data, headers: csrf });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json();
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  const now = new Date();
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const todayAt = (hours: number, minutes = 0) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate(), hours, minutes).toISOString();

  await signUpByApi(page.request);
  const suffix = Date.now().toString(36);
  const robin = {
    username: `kid_${suffix}`,
    password: 'correct-horse-battery',
    name: 'Robin',
    role: 'child',
  };
  const pat = { username: `pat_${suffix}`, password: 'correct-horse-battery', name: 'Pat', role: 'parent' };
  const robinId = (await send(page, 'post', '/api/users', robin)).id as number;
  await send(page, 'post', '/api/users', pat);

  // The family's own event, and school: a timed school event and a permission slip due today.
  await send(page, 'post', '/api/events', {
    title: 'Family dinner',
    startAt: todayAt(19, 30),
    endAt: todayAt(21),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  const school = await send(page, 'post', '/api/schools', { name: 'Maple Grove Elementary' });
  const year = await send(page, 'post', '/api/school-years', {
    name: 'This year',
    startDate: `${now.getFullYear() - 1}-09-01`,
    endDate: `${now.getFullYear() + 1}-06-30`,
    isActive: true,
  });
  const student = await send(page, 'post', '/api/students', {
    childId: robinId,
    schoolId: school.id,
    schoolYearId: year.id,
  });
  await send(page, 'post', '/api/school-events', {
    schoolId: school.id,
    title: 'Science fair',
    startDate: today,
    allDay: false,
    startTime: '18:00',
    endTime: '19:30',
    location: 'Gym',
    eventType: 'performance',
  });
  const upload = await page.request.post('/api/upload', {
    headers: csrf,
    multipart: {
      file: {
        name: 'Zoo trip.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await send(page, 'post', '/api/school-documents', {
    studentId: student.id,
    title: 'Zoo trip permission slip',
    documentType: 'permission_slip',
    dueDate: today,
    fileUrl: (await upload.json()).fileUrl,
  });

  await send(page, 'post', '/api/homework', {
    studentId: student.id,
    subject: 'Math',
    title: 'Fractions worksheet',
    dueDate: today,
  });

  // Pat, in a browser of their own, keeps a private me-time block today.
  const patContext = await browser.newContext();
  const patPage = await patContext.newPage();
  await signInByApi(patPage.request, pat.username, pat.password);
  const patId = ((await (await patPage.request.get('/api/auth/me')).json()) as { user: { id: number } }).user
    .id;
  await send(patPage, 'post', '/api/me-time-blocks', {
    userId: patId,
    title: 'Therapy session',
    startTime: todayAt(12),
    endTime: todayAt(13),
    doNotDisturb: true,
  });

  await openCalendar(page);
  const day = page.getByRole('list', { name: `Events for ${longDate(now)}` });
  await expect(day.getByRole('listitem', { name: 'Family dinner' })).toBeVisible();
  const fair = day.getByRole('listitem', { name: 'Science fair' });
  await expect(fair).toContainText('School · School event');
  await expect(fair).toContainText('Performance · Gym');
  await expect(fair).toContainText('6:00 PM – 7:30 PM');
  const slip = day.getByRole('listitem', { name: 'Zoo trip permission slip' });
  await expect(slip).toContainText('School · Document due');
  await expect(slip).toContainText('Robin');
  await expect(day.getByRole('listitem', { name: 'Fractions worksheet' })).toContainText(
    'School · Homework due',
  );
  // Pat's block is private: the parent sees only that Pat is busy, and when.
  const busy = day.getByRole('listitem', { name: 'Busy' });
  await expect(busy).toContainText('Wellness · Me Time');
  await expect(busy).toContainText('Pat');
  await expect(busy).toContainText('12:00 PM – 1:00 PM');
  await expect(day).not.toContainText('Therapy session');

  // Live: Pat adds another block; the open calendar shows it without a reload.
  await send(patPage, 'post', '/api/me-time-blocks', {
    userId: patId,
    title: 'Walk',
    startTime: todayAt(15),
    endTime: todayAt(15, 30),
  });
  await expect(day.getByRole('listitem', { name: 'Busy' })).toHaveCount(2);
  await patContext.close();

  // Open leads to the school event itself, marked in its month's list…
  await fair.getByRole('link', { name: 'Open "Science fair" in School' }).click();
  await expect(page).toHaveURL(/\/school-calendar\?focus=\d+$/);
  await expect(page.locator('li[aria-current="true"]')).toContainText('Science fair');
  await expect(page.getByRole('tab', { name: 'List', selected: true })).toBeVisible();
  await openCalendar(page);

  // … and to the document.
  await slip.getByRole('link', { name: 'Open "Zoo trip permission slip" in School' }).click();
  await expect(page).toHaveURL(/\/documents\?focus=\d+$/);
  await expect(page.getByText('Zoo trip permission slip').first()).toBeVisible();

  // School goes down: the calendar keeps the family's events and me time, and says what is missing.
  await page.route('**/api/school/calendar-items**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'service_unavailable', message: 'The School service is unavailable' }),
    }),
  );
  await openCalendar(page);
  await expect(day.getByRole('listitem', { name: 'Family dinner' })).toBeVisible();
  await expect(day.getByRole('listitem', { name: 'Busy' })).toHaveCount(2);
  await expect(page.getByText('School items could not be loaded right now.')).toBeVisible();
  await expect(day.getByRole('listitem', { name: 'Science fair' })).toHaveCount(0);

  // Back up: Retry brings the school items back.
  await page.unroute('**/api/school/calendar-items**');
  await page.getByRole('button', { name: 'Retry loading School items' }).click();
  await expect(day.getByRole('listitem', { name: 'Science fair' })).toBeVisible();
  await expect(page.getByText('School items could not be loaded right now.')).toBeHidden();
});
