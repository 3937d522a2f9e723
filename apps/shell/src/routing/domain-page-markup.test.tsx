import { screen } from '@testing-library/react';
import { domainRoutes } from '@familyhub/contracts';
import { frameClasses } from '../testing/frame-classes';
import { mockApi, renderApp, signedInRoutes } from '../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(() => new Promise(() => {})) }),
}));

// Imported after the mock so the runtime module sees it.
import {
  FIRST_PAINT_HEADER_ATTRIBUTE,
  keepFirstPaintHeader,
  PAGE_HEADER_SLOT,
} from '../federation/first-paint-header';
import { domainPagesMarkup } from './domain-page-markup';

/** What the gateway writes in the slot: a remote's header as its build drew it. */
const remoteHeader =
  '<div class="mb-6 flex flex-col gap-3"><div class="grid gap-1"><h1 class="text-2xl">Calendar &amp; Plans</h1><p class="text-sm">Family events and plans</p></div></div>';

async function firstAnswer(path: string, language: 'en' | 'es' = 'en'): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.innerHTML = (await domainPagesMarkup(language))[path].replace(PAGE_HEADER_SLOT, remoteHeader);
  return root;
}

/** The frame's classes, the skeleton's, and the header it holds. */
function frameOf(root: ParentNode) {
  const slot = root.querySelector(`[${FIRST_PAINT_HEADER_ATTRIBUTE}]`);
  return {
    ...frameClasses(root),
    skeleton: slot?.parentElement?.className,
    header1: slot?.querySelector('h1')?.textContent,
  };
}

describe("a domain page's first-paint frame (issue #34)", () => {
  afterEach(() => keepFirstPaintHeader(document.createElement('div'), '/', 'en'));

  it('is drawn for every domain route, with its title, the header slot, and nothing that needs JavaScript', async () => {
    const pages = await domainPagesMarkup('en');
    expect(Object.keys(pages).sort()).toEqual(domainRoutes.map((r) => r.path).sort());
    const root = await firstAnswer('/calendar');
    expect(root.querySelector('[data-testid="page-title"]')?.textContent).toBe('Calendar');
    expect(root.querySelector('h1')?.textContent).toBe('Calendar & Plans');
    expect(root.querySelectorAll('button, input, time, img')).toHaveLength(0);
    for (const html of Object.values(pages)) expect(html).toContain(PAGE_HEADER_SLOT);
    const spanish = await firstAnswer('/calendar', 'es');
    expect(spanish.querySelector('[data-testid="page-title"]')?.textContent).toBe('Calendario');
  });

  it('is what the shell draws while the remote loads, the painted header kept in place', async () => {
    const painted = await firstAnswer('/calendar');
    keepFirstPaintHeader(painted, '/calendar', 'en');
    mockApi(signedInRoutes('annual'));
    const { container } = renderApp('/calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar & Plans' })).toBeInTheDocument();
    expect(frameOf(container)).toEqual(frameOf(painted));
  });

  it('keeps the header only for its own page and language', async () => {
    keepFirstPaintHeader(await firstAnswer('/calendar'), '/calendar', 'es');
    mockApi(signedInRoutes('annual'));
    renderApp('/calendar');
    // Drawn in Spanish, while English is in force: the skeleton's plain lines instead.
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('draws the plain skeleton on another page', async () => {
    keepFirstPaintHeader(await firstAnswer('/calendar'), '/calendar', 'en');
    mockApi(signedInRoutes('annual'));
    renderApp('/chores');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
