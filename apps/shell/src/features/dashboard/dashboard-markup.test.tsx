import { screen } from '@testing-library/react';
import { mockApi, renderApp, signedInRoutes } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(() => new Promise(() => {})) }),
}));

// Imported after the mock so the runtime module sees it.
import { dashboardMarkup } from './dashboard-markup';

function drawMarkup(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = dashboardMarkup();
  return root;
}

/** The classes of the frame's parts, outermost first: what decides where the heading paints. */
function frameOf(root: ParentNode) {
  const main = root.querySelector('main#main-content');
  const column = main?.parentElement;
  return {
    page: column?.parentElement?.className,
    sidebar: root.querySelector('aside')?.className,
    header: root.querySelector('header')?.className,
    column: column?.className,
    main: main?.className,
    heading: main?.querySelector('h1')?.parentElement?.parentElement?.className,
  };
}

describe("the dashboard's first-paint markup (issue #16)", () => {
  it('paints the heading and the page title, and nothing about a family or that needs JavaScript', () => {
    const root = drawMarkup();
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
    expect(frameOf(drawMarkup())).toEqual(drawn);
  });
});
