import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@familyhub/ui/router';
import { DevHost } from './dev-host';

const screens = {
  '/chores': () => <h1>Chores screen</h1>,
  '/pets': () => <h1>Pets screen</h1>,
};

function renderAt(path: string, toolbar?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DevHost domain="home" screens={screens} toolbar={toolbar} />
    </MemoryRouter>,
  );
}

describe('DevHost', () => {
  it('names the domain and links every screen', () => {
    renderAt('/chores');
    expect(screen.getByText('FamilyHub · home (standalone)')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Home screens' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/chores', '/pets']);
  });

  it('shows the screen of the current route and marks its link active', async () => {
    const user = userEvent.setup();
    renderAt('/chores');
    expect(screen.getByRole('heading', { name: 'Chores screen' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '/pets' }));
    expect(screen.getByRole('heading', { name: 'Pets screen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/pets' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '/chores' })).not.toHaveAttribute('aria-current');
  });

  it('sends an unknown path to the first screen', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'Chores screen' })).toBeInTheDocument();
  });

  it('shows the toolbar only when given', () => {
    const { unmount } = renderAt('/chores', <button>Demo sign-in</button>);
    expect(screen.getByRole('button', { name: 'Demo sign-in' })).toBeInTheDocument();
    unmount();
    renderAt('/chores');
    expect(screen.queryByRole('button', { name: 'Demo sign-in' })).not.toBeInTheDocument();
  });
});
