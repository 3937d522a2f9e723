import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import type { Alert } from '@familyhub/contracts';
import { Toaster } from '@familyhub/ui';
import { LocationProbe, mockApi } from '../../testing/render-app';
import { AlertPopup } from './alert-popup';

function alert(overrides: Partial<Alert>): Alert {
  return {
    id: 1,
    userId: 7,
    title: 'Starting soon: Swimming',
    description: 'Starts at 17:30 UTC',
    priority: 'urgent',
    status: 'active',
    targetType: 'event',
    targetId: 3,
    createdById: 2,
    createdAt: '2026-11-22T16:40:00.000Z',
    showFrom: '2026-11-22T16:40:00.000Z',
    expiresAt: '2026-11-22T18:30:00.000Z',
    ...overrides,
  };
}

function renderPopup(userId = 7) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <AlertPopup userId={userId} />
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => jest.useRealTimers());

describe('AlertPopup (spec 000 §2)', () => {
  it("opens the signed-in member's first urgent active alert; Dismiss saves it and closes the popup", async () => {
    const fetchMock = mockApi({
      'GET /api/users/7/alerts?status=active': {
        status: 200,
        body: [
          alert({ id: 5, priority: 'normal', title: 'New task for you: Tidy up' }),
          alert({}),
          alert({ id: 2, title: 'Second urgent' }),
        ],
      },
      'PATCH /api/alerts/1/status': (body) => ({ status: 200, body: { ...alert({}), ...(body as object) } }),
    });
    renderPopup();

    const dialog = await screen.findByRole('dialog', { name: 'Starting soon: Swimming' });
    expect(dialog).toHaveTextContent('Starts at 17:30 UTC');
    expect(dialog).toHaveTextContent('Urgent');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    const patch = fetchMock.mock.calls.find(([url]) => url === '/api/alerts/1/status');
    expect(patch?.[1]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ status: 'dismissed' }) });
    // The next urgent alert takes its place; a normal one never opens the popup.
    expect(await screen.findByRole('dialog', { name: 'Second urgent' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Starting soon: Swimming' })).not.toBeInTheDocument();
  });

  it("View Details goes to the target's screen with its id (spec 000 §2: targetType and targetId)", async () => {
    mockApi({
      'GET /api/users/7/alerts?status=active': {
        status: 200,
        body: [alert({ targetType: 'task', targetId: 9 })],
      },
    });
    renderPopup();
    const dialog = await screen.findByRole('dialog');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'View Details' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tasks\?focus=9$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("leads a domain's alert to that domain's screen, and one without a target to the dashboard", async () => {
    mockApi({
      'GET /api/users/7/alerts?status=active': {
        status: 200,
        body: [
          alert({ id: 4, title: 'Dose not logged', targetType: 'medication', targetId: 3 }),
          alert({ id: 5, title: 'Look at this', targetType: null, targetId: null }),
        ],
      },
    });
    renderPopup();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Dose not logged' })).getByRole('button', {
        name: 'View Details',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wellness\?focus=3$/);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Look at this' })).getByRole('button', {
        name: 'View Details',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('shows nothing for only normal alerts, and stays quiet when planning is down', async () => {
    const fetchMock = mockApi({
      'GET /api/users/7/alerts?status=active': { status: 200, body: [alert({ priority: 'normal' })] },
    });
    renderPopup();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const down = mockApi({
      'GET /api/users/8/alerts?status=active': {
        status: 503,
        body: { error: 'service_unavailable', message: 'The Planning service is unavailable' },
      },
    });
    renderPopup(8);
    await waitFor(() =>
      expect(down).toHaveBeenCalledWith('/api/users/8/alerts?status=active', expect.anything()),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/failed/i)).not.toBeInTheDocument();
  });

  it('says so when dismissing fails, and keeps the alert open', async () => {
    mockApi({
      'GET /api/users/7/alerts?status=active': { status: 200, body: [alert({})] },
      'PATCH /api/alerts/1/status': { status: 503, body: { error: 'service_unavailable', message: 'down' } },
    });
    renderPopup();
    const dialog = await screen.findByRole('dialog');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Failed to dismiss alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Starting soon: Swimming' })).toBeInTheDocument();
  });

  it('polls again every 30 seconds and opens an alert that appears later', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let answer: Alert[] = [];
    const fetchMock = mockApi({
      'GET /api/users/7/alerts?status=active': () => ({ status: 200, body: answer }),
    });
    renderPopup();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer = [alert({ title: 'Starting soon: Later event' })];
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('dialog', { name: 'Starting soon: Later event' })).toBeInTheDocument();
  });
});
