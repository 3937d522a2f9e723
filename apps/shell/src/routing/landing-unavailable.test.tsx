import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderApp, signedOutRoutes } from '../testing/render-app';

// The landing page's chunk cannot be fetched (offline, or a new deploy replaced it): every try fails here.
let tries = 0;
jest.mock('../features/landing/landing-page', () => {
  tries += 1;
  throw new Error('Loading chunk landing failed');
});

describe('the landing page when its code cannot be fetched (issue #34: a chunk of its own)', () => {
  it('says so, and asks again when the visitor retries', async () => {
    mockApi(signedOutRoutes);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'The home page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    const before = tries;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'The home page could not be loaded' }),
    ).toBeInTheDocument();
    expect(tries).toBeGreaterThan(before);
  });
});
