import type { LaunchOptions } from 'playwright-core';

/** A Chromium to launch: a readable name for logs and Playwright's launch options. */
export interface BrowserChoice {
  name: string;
  launchOptions: LaunchOptions;
}

/** The system's Chromium when present, else the one @sparticuz/chromium ships (see browser.cjs). */
export function chooseBrowser(): BrowserChoice;
