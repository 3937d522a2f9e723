import { expect, type APIRequestContext } from '@playwright/test';
import { signInByApi, test } from './helpers';

// The demo family's first look fills every built screen (issue #9: a believable fortnight).

function day(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

interface Occurrence {
  eventId: number;
  title: string;
  recurrence: string | null;
}

test('the demo family has a fortnight of planning data', async ({ request }) => {
  await signInByApi(request);

  const fortnight = await getJson<Occurrence[]>(request, `/api/events?from=${day(0)}&to=${day(13)}`);
  expect(fortnight.length).toBeGreaterThanOrEqual(12);
  expect(fortnight.filter((o) => o.recurrence !== null).length).toBeGreaterThanOrEqual(6);
  const party = fortnight.find((o) => o.title === "Mia's birthday party");
  const gala = fortnight.find((o) => o.title === 'Swimming gala');
  expect(party && gala).toBeTruthy();

  const guests = await getJson<{ status: string }[]>(request, `/api/events/${party!.eventId}/guests`);
  expect(guests.length).toBeGreaterThanOrEqual(5);
  expect(new Set(guests.map((g) => g.status)).size).toBeGreaterThanOrEqual(3);
  const carpools = await getJson<{ passengers: unknown[] }[]>(
    request,
    `/api/events/${gala!.eventId}/carpools`,
  );
  expect(carpools[0].passengers.length).toBeGreaterThanOrEqual(2);

  const tasks = await getJson<{ items: unknown[] }>(request, '/api/tasks');
  expect(tasks.items.length).toBeGreaterThanOrEqual(7);
  const shopping = await getJson<{ items: { completed: boolean }[] }>(request, '/api/shopping-items');
  expect(shopping.items.filter((i) => !i.completed).length).toBeGreaterThanOrEqual(8);
  const messages = await getJson<{ items: { senderId: number }[] }>(request, '/api/messages');
  expect(new Set(messages.items.map((m) => m.senderId)).size).toBeGreaterThanOrEqual(3);
  const vacations = await getJson<{ items: { id: number; title: string }[] }>(request, '/api/vacations');
  const lake = vacations.items.find((v) => v.title === 'Summer at the lake');
  expect(lake).toBeTruthy();
  expect(
    (await getJson<unknown[]>(request, `/api/vacations/${lake!.id}/packing-items`)).length,
  ).toBeGreaterThan(4);
  expect((await getJson<unknown[]>(request, `/api/vacations/${lake!.id}/itinerary`)).length).toBeGreaterThan(
    1,
  );
  expect(
    (await getJson<{ items: unknown[] }>(request, '/api/emergency-contacts')).items.length,
  ).toBeGreaterThanOrEqual(3);
});

test('the calendar opens on a month with the family in it and something today', async ({ page }) => {
  await signInByApi(page.request);
  await page.goto('/calendar');
  const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  await expect(page.getByRole('region', { name: `Events for ${today}` })).toContainText('Grocery delivery');
  await expect(page.getByRole('gridcell', { name: /has events/ })).not.toHaveCount(0);
  expect(await page.getByRole('gridcell', { name: /has events/ }).count()).toBeGreaterThanOrEqual(20);
});

/** How many rows a list answer holds: a plain array, or a page's items. */
function countOf(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  const items = (body as { items?: unknown }).items;
  return Array.isArray(items) ? items.length : 0;
}

// Each domain's main lists, as its screens read them: the demo's first look shows none of them empty.
const domainLists = [
  '/api/schools',
  '/api/students',
  '/api/school-documents',
  '/api/homework',
  '/api/school-events',
  '/api/extracurricular-activities',
  '/api/medications',
  '/api/moods',
  '/api/me-time-blocks',
  '/api/chores',
  '/api/rewards',
  '/api/cleaning/templates',
  '/api/recipes',
  '/api/pantry-items',
  '/api/essential-items',
  '/api/maintenance-items',
  '/api/pets',
  '/api/grocery-trips',
  '/api/expenses',
  '/api/bills',
  '/api/household-subscriptions',
  '/api/allowances',
];

test('the demo family has something on every domain’s lists', async ({ request }) => {
  await signInByApi(request);
  const empty: string[] = [];
  for (const path of domainLists) {
    if (countOf(await getJson<unknown>(request, path)) === 0) empty.push(path);
  }
  expect(empty).toEqual([]);
});
