import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../env';

/**
 * Closes, whenever they appear, the dialogs that can cover a demo-family page at any moment of a run, as a person
 * would: the urgent "Starting soon" popup (the seeded calendar has events at many times of day — the school run at
 * 08:15, a grocery delivery at 18:00 — so in the hour before one of them it may open mid-test) and the once-per-family
 * "Add bought items to the pantry?" question after ticking a shopping item ("Not now" keeps it unanswered).
 * alerts.spec.ts and home-pantry.spec.ts, which test those dialogs, do not use it.
 */
export async function closeInterruptions(page: Page) {
  // The demo seed logs the doses given in the last day, and the other parent is told for six hours after each
  // ("Alex Rivera gave Mia Amoxicillin"): put that popup aside for the page, leaving the alert itself alone.
  await page.addLocatorHandler(
    page
      .getByRole('dialog')
      .filter({ has: page.getByText('Urgent', { exact: true }) })
      .filter({ hasText: / gave / }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Close' }).click();
    },
  );
  await page.addLocatorHandler(page.getByRole('dialog', { name: /^Starting soon: / }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'Add bought items to the pantry?' }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Not now' }).click();
    },
  );
}

/** `test` whose `page` closes those interruptions (`closeInterruptions`). */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await closeInterruptions(page);
    await provide(page);
  },
});

export const DEMO = { username: 'demo', password: 'familyhub-demo', name: 'Alex Rivera' };
/** The header every write through the gateway carries (its CSRF check), as the app's calls do. */
export const csrf = { 'X-Requested-With': 'FamilyHub' };

let counter = 0;
/** A fresh, unique family for a test that changes data. */
export function newFamily() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    username: `e2e_${id}`,
    password: 'correct-horse-battery',
    name: `Jordan ${id}`,
    email: `jordan.${id}@example.test`,
    familyName: `The ${id} Family`,
  };
}

/** The launcher seeds the demo family right after the platform turns healthy; wait for its marker. */
export async function demoFamilyReady() {
  const marker = path.join(E2E_DATA_DIR, 'demo-seeded');
  await expect.poll(() => existsSync(marker), { timeout: 60_000, message: 'demo family seeded' }).toBe(true);
}

/**
 * The platform operator as a newcomer finds it: username `operator`, and the password this install generated
 * (the start banner prints it; it is kept in the data dir's secrets.json).
 */
export function platformOperator() {
  const secrets = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'secrets.json'), 'utf8')) as {
    operatorPassword: string;
  };
  return { username: 'operator', password: secrets.operatorPassword };
}

/** The operator signs in on the sign-in page, as a person would, and lands on the console. */
export async function signInToConsole(page: Page, operator = platformOperator()) {
  await page.goto('/sign-in');
  await page.getByLabel('Username', { exact: true }).fill(operator.username);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/domains$/);
}

/** Signs in through the API (the browser context keeps the cookie). */
export async function signInByApi(
  request: APIRequestContext,
  username = DEMO.username,
  password = DEMO.password,
) {
  if (username === DEMO.username) await demoFamilyReady();
  const res = await request.post('/api/auth/sign-in', { data: { username, password }, headers: csrf });
  expect(res.status(), await res.text()).toBe(200);
}

/** A browser of a member's own (a new context), signed in through the API; it closes the interruptions too. */
export async function signedInPage(browser: Browser, member: { username: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await closeInterruptions(page);
  await signInByApi(page.request, member.username, member.password);
  return page;
}

/**
 * Each member in a browser of their own, signed in, on `path` with its heading shown and the live stream open: two
 * family members watching the same screen (a change by one must reach the other without a reload).
 */
export async function membersWatching(
  browser: Browser,
  members: readonly { username: string; password: string }[],
  path: string,
  heading: string,
): Promise<Page[]> {
  const pages: Page[] = [];
  for (const member of members) {
    const context = await browser.newContext();
    await signInByApi(context.request, member.username, member.password);
    const page = await context.newPage();
    await closeInterruptions(page);
    pages.push(page);
  }
  for (const page of pages) {
    const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/live') && r.status() === 200);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await streamOpen;
  }
  return pages;
}

export async function signUpByApi(request: APIRequestContext, family = newFamily()) {
  const res = await request.post('/api/auth/sign-up', { data: family, headers: csrf });
  expect(res.status(), await res.text()).toBe(201);
  return family;
}

/**
 * Turns the signed-in member's quiet hours off (spec default 22:00–07:00), so a test that waits for a normal
 * alert in the bell passes at any hour of the day.
 */
export async function withoutQuietHours(request: APIRequestContext) {
  const me = await request.get('/api/auth/me');
  expect(me.status(), await me.text()).toBe(200);
  const { user } = (await me.json()) as { user: { id: number } };
  const path = `/api/users/${user.id}/notification-preferences`;
  const current = await request.get(path);
  expect(current.status(), await current.text()).toBe(200);
  const saved = await request.post(path, {
    data: { ...((await current.json()) as object), quietHoursEnabled: false },
    headers: csrf,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => window.localStorage.setItem('familyhub-theme', t), theme);
}
