import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, signedInRoutes } from '../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(() => new Promise(() => undefined)),
  }),
}));

beforeEach(() => window.localStorage.clear());

describe('the mobile navigation', () => {
  it('keeps four everyday items on the bar and reaches every other screen through More', async () => {
    mockApi(signedInRoutes('annual'));
    renderApp('/dashboard');
    const bar = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Calendar', 'Shopping', 'Tasks']);

    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: 'More' }));
    const more = screen.getByRole('dialog', { name: 'More' });
    const hrefs = within(more)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    // Only what the bar does not show.
    expect(hrefs).not.toContain('/dashboard');
    for (const path of [
      '/meal-planning',
      '/settings',
      '/messages',
      '/chores',
      '/subscription',
      '/notifications',
    ]) {
      expect(hrefs).toContain(path);
    }

    await user.click(within(more).getByRole('link', { name: 'Notifications' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications');
    expect(screen.queryByRole('dialog', { name: 'More' })).not.toBeInTheDocument();
  });

  it('links to the notification settings from the sidebar too', async () => {
    mockApi(signedInRoutes('free'));
    renderApp('/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(sidebar).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});
