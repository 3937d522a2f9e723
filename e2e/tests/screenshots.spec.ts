import path from 'node:path';
import { expect } from '@playwright/test';
import { signInByApi, useTheme, test } from './helpers';

// The README's screenshots are refreshed only when asked (UPDATE_SCREENSHOTS=1 npm run test:e2e -- screenshots);
// otherwise they go to this test's output folder under test-results/, so a test run leaves the tree clean.
const docsScreenshots = path.join(__dirname, '..', '..', 'docs', 'screenshots');

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of landing, dashboard and tasks (${theme})`, async ({ page }, testInfo) => {
    const dir = process.env.UPDATE_SCREENSHOTS === '1' ? docsScreenshots : testInfo.outputPath();
    await page.setViewportSize({ width: 1280, height: 800 });
    await useTheme(page, theme);
    await page.goto('/');
    await expect(page.getByRole('link', { name: /get started/i }).first()).toBeVisible();
    await page.screenshot({ path: path.join(dir, `landing-${theme}.png`), fullPage: false });

    await signInByApi(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome to Your Family Dashboard' })).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await page.screenshot({ path: path.join(dir, `dashboard-${theme}.png`) });

    await page.goto('/tasks');
    await expect(page.getByRole('button', { name: 'Add Task' })).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await page.screenshot({ path: path.join(dir, `tasks-${theme}.png`) });
  });
}
