import { screen } from '@testing-library/react';
import { frameClasses } from '../../testing/frame-classes';
import { mockApi, renderApp, signedInRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(() => new Promise(() => {})) }),
}));

// Imported after the mock so the runtime module sees it.
import { dashboardMarkup } from './dashboard-markup';

async function drawMarkup(language: 'en' | 'es' = 'en'): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.innerHTML = await dashboardMarkup(language);
  return root;
}

/** The frame's classes, and the heading's place in it. */
function frameOf(root: ParentNode) {
  return {
    ...frameClasses(root),
    heading: root.querySelector('main#main-content h1')?.parentElement?.parentElement?.className,
  };
}

describe("the dashboard's first-paint markup (issue #16)", () => {
  it('paints the heading and the page title, and nothing about a family or that needs JavaScript', async () => {
    const root = await drawMarkup();
    expect(root.querySelector('h1')?.textContent).toBe('Welcome to Your Family Dashboard');
    expect(root.querySelector('[data-testid="page-title"]')?.textContent).toBe('Dashboard');
    // No control that would do nothing until the shell runs, no date fixed at build time, no member's details.
    expect(root.querySelectorAll('button, input, time, img')).toHaveLength(0);
    expect(root.textContent).not.toMatch(/Parent|Admin|Child|points/);
  });

  it('has the frame of the page the shell draws, so the heading does not move when React draws it', async () => {
    mockApi(signedInRoutes('annual'));
    const { container } = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Your Family Dashboard' }),
    ).toBeInTheDocument();
    const drawn = frameOf(container);
    expect(drawn.main).toBeTruthy();
    expect(drawn.sidebar).toBeTruthy();
    expect(frameOf(await drawMarkup())).toEqual(drawn);
  });

  it("is drawn in Spanish for a Spanish-speaking member's first paint (issue #35), and leaves English in force", async () => {
    const root = await drawMarkup('es');
    expect(root.querySelector('h1')?.textContent).toBe('Te damos la bienvenida al panel de tu familia');
    expect(root.querySelector('[data-testid="page-title"]')?.textContent).toBe('Panel');
    expect(root.textContent).not.toMatch(/Welcome|Dashboard/);
    // Drawing it put Spanish in force only while it drew.
    expect((await drawMarkup()).querySelector('h1')?.textContent).toBe('Welcome to Your Family Dashboard');
  });
});
