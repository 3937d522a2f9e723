import { domainCatalogue } from '@familyhub/contracts';
import { expect, test, type Page } from '@playwright/test';
import { csrf, signUpByApi } from './helpers';

/**
 * Issue #35, "nothing left behind": in the pseudo-locale every catalogue message is accented, a third longer and
 * bracketed ⟦…⟧ (libs/ui/src/i18n/pseudo.ts). This walk opens every route at phone width and fails on any visible
 * text that is neither inside such brackets nor the family's own data (a string some /api answer carried), nor a
 * number, date or time. Each page's screenshot is attached to the test's output, so a lengthened string that breaks
 * the layout shows there.
 */

/**
 * Routes whose strings are not all in catalogues yet, each with what is left: the walk still opens them (and
 * attaches their screenshot) but does not fail on them. Empty when issue #35 is done.
 */
const notYetInCatalogues: Record<string, string> = {};

const shellRoutes = [
  '/dashboard',
  '/notifications',
  '/premium-features',
  '/subscription',
  '/settings?tab=profile',
  '/settings?tab=family',
  '/settings?tab=security',
  '/settings?tab=privacy',
  '/settings?tab=notifications',
  '/settings?tab=subscription',
];
const domainRoutes = domainCatalogue.flatMap((domain) => domain.routes.map((route) => route.path));
const publicRoutes = ['/landing', '/sign-in', '/sign-up'];

/** Every string value of a JSON answer: what the family typed, and what the server named. */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim()) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stringsOf(item, into);
  }
}

/**
 * The visible text of the page: for each element holding text of its own, its whole text with its inline children's
 * (a sentence with a bold date inside is one message), hidden elements, scripts and styles left out.
 */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const inline = new Set(['STRONG', 'B', 'EM', 'I', 'SPAN', 'A', 'CODE', 'TIME', 'MARK', 'SMALL', 'ABBR']);
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('script, style, noscript, [aria-hidden="true"], .sr-only')) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText) continue;
      // An inline element inside a sentence is read with the sentence (its parent holds text of its own too).
      const parent = el.parentElement;
      if (
        inline.has(el.tagName) &&
        parent &&
        [...parent.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      ) {
        continue;
      }
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.getClientRects().length === 0)
        continue;
      const text = (el.innerText || el.textContent || '').trim();
      if (text) texts.push(text);
    }
    return texts;
  });
}

// Intl's month and day names (dates are formatted, not catalogue words), file-size units (the same in every
// language FamilyHub speaks), the brand, and the one technical name a screen shows as the server names it.
const formattedWords =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b\.?|\b(am|pm|bytes|KB|MB|GB)\b/gi;
const names = ['FamilyHub', 'AES-256-GCM'];

/**
 * The words of a text that came from no catalogue: a catalogue message in the pseudo-locale is accented, so a word
 * of plain ASCII letters left after the family's data (what an /api answer carried), Intl's month and day names and
 * the brand are taken out was written in the code. Numbers, amounts, dates and punctuation have no such words.
 */
function leftOver(text: string, familyData: ReadonlySet<string>): string {
  let rest = text;
  if (familyData.has(rest.trim())) return '';
  for (const value of [...familyData, ...names]) {
    if (value.length <= 2) continue;
    for (const form of [value, value.toUpperCase()])
      if (rest.includes(form)) rest = rest.split(form).join(' ');
  }
  rest = rest.replace(formattedWords, ' ');
  return rest
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 2 && /^[A-Za-z]+$/.test(word))
    .join(' ');
}

test.describe('the pseudo-locale walk (issue #35)', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [name, routes, signedIn] of [
    ['public pages', publicRoutes, false],
    ['shell pages', shellRoutes, true],
    ['domain pages', domainRoutes, true],
  ] as const) {
    test(`every visible word on the ${name} comes from a catalogue or the family's data`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(() => window.localStorage.setItem('familyhub.pseudo-locale', 'on'));
      if (signedIn) {
        await signUpByApi(page.request);
        for (const [path, data] of [
          ['/api/tasks', { title: 'Pack the lunches' }],
          ['/api/shopping-items', { name: 'Bread' }],
        ] as const) {
          const res = await page.request.post(path, { headers: csrf, data });
          expect(res.ok(), await res.text()).toBe(true);
        }
      }
      const familyData = new Set<string>();
      page.on('response', async (response) => {
        if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json'))
          return;
        stringsOf(await response.json().catch(() => null), familyData);
      });

      const problems: string[] = [];
      for (const route of routes) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        // A page still loading its words shows skeletons: wait until they are gone.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
        await testInfo.attach(`${route} (390 px)`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
        const left = [
          ...new Set((await visibleTexts(page)).map((t) => leftOver(t, familyData)).filter(Boolean)),
        ];
        if (left.length && !notYetInCatalogues[route.split('?')[0]]) {
          problems.push(`${route}: ${left.map((t) => JSON.stringify(t)).join(', ')}`);
        }
      }
      expect(problems, 'visible text not from a catalogue').toEqual([]);
    });
  }
});

/**
 * Pairs of boxes on the page that overlap though neither holds the other: text or controls drawn on top of each
 * other. And the boxes pushed outside the window, off either side.
 */
async function overlaps(page: Page): Promise<{ pairs: string[]; outside: string[] }> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        if (el.closest('[aria-hidden="true"], .sr-only, svg')) return false;
        // A bar fixed to the window (the phone's bottom navigation) lies over the page by design.
        for (let up: HTMLElement | null = el; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (['fixed', 'sticky'].includes(style.position)) return false;
          // Inside a box that scrolls or clips sideways (a wide month grid), being out of the window is by design.
          if (up !== el && ['auto', 'scroll', 'hidden'].includes(style.overflowX)) return false;
        }
        const holdsText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        return (
          holdsText ||
          el.matches('button, input, select, textarea, a[href], [role="checkbox"], [role="switch"]')
        );
      })
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(
        ({ el, rect }) => rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden',
      );
    const pairs: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (width > 2 && height > 2) {
          const name = (el: HTMLElement) =>
            `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
          pairs.push(`${name(a.el)} × ${name(b.el)}`);
        }
      }
    }
    // The page, or its scrolling main region, wider than the window: something pushed off a side. (A box that
    // scrolls sideways on purpose, a wide month grid, keeps its overflow to itself.)
    const main = document.querySelector('main');
    const tooWide =
      document.documentElement.scrollWidth > window.innerWidth + 1 ||
      (main !== null && main.scrollWidth > main.clientWidth + 1);
    // What made it wider: the innermost boxes wider than the window (their children all fit).
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').slice(0, 3).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().width)}px`;
    const outside = tooWide
      ? [...document.querySelectorAll('body *')]
          .filter(
            (el) =>
              el.getBoundingClientRect().width > window.innerWidth + 1 &&
              ![...el.children].some((child) => child.getBoundingClientRect().width > window.innerWidth + 1),
          )
          .map(describe)
      : [];
    return { pairs, outside };
  });
}

test('five screens mirror right to left in the pseudo-locale, nothing drawn over anything (issue #35)', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('familyhub.pseudo-locale', 'rtl'));
  await signUpByApi(page.request);
  for (const [path, data] of [
    ['/api/tasks', { title: 'Pack the lunches' }],
    ['/api/shopping-items', { name: 'Bread' }],
  ] as const) {
    expect((await page.request.post(path, { headers: csrf, data })).ok()).toBe(true);
  }
  const problems: string[] = [];
  for (const route of ['/dashboard', '/tasks', '/shopping', '/calendar', '/settings?tab=profile']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await testInfo.attach(`${route} (right to left, 390 px)`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    const { pairs, outside } = await overlaps(page);
    if (outside.length) problems.push(`${route}: wider than the window: ${outside.slice(0, 8).join('; ')}`);
    if (pairs.length) problems.push(`${route}: ${pairs.join('; ')}`);
  }
  expect(problems).toEqual([]);
});
