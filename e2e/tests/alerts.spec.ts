import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Session } from '@familyhub/contracts';
import { platformClients } from '@familyhub/server-kit';
import { E2E_DATA_DIR, E2E_SERVICE_PORTS } from '../env';
import { csrf, signInByApi, signUpByApi } from './helpers';

test('an event starting within the hour opens the alert popup; View Details goes to the calendar; Dismiss keeps it away after a reload', async ({
  page,
}) => {
  await signUpByApi(page.request);
  const startAt = new Date(Date.now() + 30 * 60_000).toISOString();
  const created = await page.request.post('/api/events', {
    data: { title: 'Parents evening', startAt },
    headers: csrf,
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/dashboard');
  const popup = page.getByRole('dialog', { name: 'Starting soon: Parents evening' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Urgent')).toBeVisible();

  await popup.getByRole('button', { name: 'View Details' }).click();
  const eventId = ((await created.json()) as { id: number }).id;
  await expect(page).toHaveURL(new RegExp(`/calendar\\?tab=events&focus=${eventId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar & Planning' })).toBeVisible();
  await expect(popup).toBeHidden();
  // The calendar opens on the event's day with the event highlighted.
  await expect(page.getByRole('listitem', { name: 'Parents evening' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Still active after View Details: the next page load shows it again, until it is dismissed.
  await page.reload();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Dismiss' }).click();
  await expect(popup).toBeHidden();

  const poll = page.waitForResponse((res) => res.url().includes('/alerts?status=active') && res.ok());
  await page.reload();
  const alerts = (await (await poll).json()) as { title: string }[];
  expect(alerts.map((a) => a.title)).not.toContain('Starting soon: Parents evening');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar & Planning' })).toBeVisible();
  await expect(popup).toBeHidden();
});

test('a task a parent assigns to a child shows in the child’s alerts bell; View goes to Tasks; Dismiss clears it', async ({
  page,
  browser,
}) => {
  const family = await signUpByApi(page.request);
  const child = { username: `${family.username}_kid`, password: 'child-password-1', name: 'Robin' };
  const added = await page.request.post('/api/users', { headers: csrf, data: { ...child, role: 'child' } });
  expect(added.status(), await added.text()).toBe(201);
  const childId = ((await added.json()) as { id: number }).id;
  const task = await page.request.post('/api/tasks', {
    headers: csrf,
    data: { title: 'Feed the cat', assignedToId: childId },
  });
  expect(task.status(), await task.text()).toBe(201);

  const childContext = await browser.newContext();
  const childPage = await childContext.newPage();
  await signInByApi(childPage.request, child.username, child.password);
  await childPage.goto('/dashboard');
  const bell = childPage.getByRole('button', { name: 'Alerts, 1 active' });
  await expect(bell).toBeVisible();
  // A normal alert never opens the popup.
  await expect(childPage.getByRole('dialog')).toBeHidden();

  await bell.click();
  const list = childPage.getByRole('dialog', { name: 'Alerts' });
  await expect(list.getByText('New task for you: Feed the cat')).toBeVisible();
  await list.getByRole('button', { name: 'View' }).click();
  const taskId = ((await task.json()) as { id: number }).id;
  await expect(childPage).toHaveURL(new RegExp(`/tasks\\?focus=${taskId}$`));
  await expect(childPage.getByRole('listitem', { name: 'Feed the cat' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await childPage.getByRole('button', { name: 'Alerts, 1 active' }).click();
  await list.getByRole('button', { name: 'Dismiss' }).click();
  await expect(list.getByText('No alerts right now.')).toBeVisible();
  await childPage.keyboard.press('Escape');
  await childPage.reload();
  await expect(childPage.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();
  await childContext.close();
});

test('a domain raises an alert and makes a linked family task through the platform clients; the screens show both', async ({
  page,
}) => {
  // A domain service's own calls (ADR 0008), signed with the platform's internal key, to this e2e platform.
  const { internalKey } = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'secrets.json'), 'utf8')) as {
    internalKey: string;
  };
  process.env.PLANNING_URL = `http://127.0.0.1:${E2E_SERVICE_PORTS.planning}`;
  process.env.IDENTITY_URL = `http://127.0.0.1:${E2E_SERVICE_PORTS.identity}`;
  const school = platformClients(internalKey, 'school');

  await signUpByApi(page.request);
  const session = (await (await page.request.get('/api/auth/me')).json()) as Session;
  // A job with nobody signed in acts for the family.
  const job = school.forFamily(session.family.id);
  const [admin] = await school.members.list(job);
  expect(admin).toMatchObject({ id: session.user.id, quietHours: { start: '22:00', end: '07:00' } });

  const { task } = await school.tasks.create(job, {
    title: 'Return the permission slip',
    dueDate: '2030-05-10',
    assignedToId: admin.id,
    source: { type: 'school-document', id: 12 },
  });
  await school.alerts.raise(job, {
    dedupeKey: 'document-due:12',
    recipientIds: [admin.id],
    title: 'Permission slip due tomorrow',
    priority: 'urgent',
    target: { type: 'school-document', id: 12 },
  });

  await page.goto('/dashboard');
  const popup = page.getByRole('dialog', { name: 'Permission slip due tomorrow' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/documents\?focus=12$/);

  // The linked task is a family task that says where it came from; its assignment alert leads to it.
  await page.getByRole('button', { name: /^Alerts, \d+ active$/ }).click();
  const list = page.getByRole('dialog', { name: 'Alerts' });
  const assigned = list
    .getByRole('listitem')
    .filter({ hasText: 'New task for you: Return the permission slip' });
  await assigned.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks\\?focus=${task.id}$`));
  const item = page.getByRole('listitem', { name: 'Return the permission slip' });
  await expect(item).toHaveAttribute('aria-current', 'true');
  await expect(item.getByRole('link', { name: 'From School document' })).toHaveAttribute(
    'href',
    '/documents?focus=12',
  );

  // The document is submitted: school completes the task and clears its alerts.
  await school.tasks.complete(job, { type: 'school-document', id: 12 });
  expect(await school.alerts.clear(job, { target: { type: 'school-document', id: 12 } })).toEqual({
    cleared: 1,
  });
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: 'Mark "Return the permission slip" as done' }),
  ).toBeChecked();
  await expect(page.getByRole('dialog', { name: 'Permission slip due tomorrow' })).toBeHidden();
});
