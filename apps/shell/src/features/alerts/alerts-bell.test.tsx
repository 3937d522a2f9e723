import { Suspense } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@familyhub/ui/router';
import { createQueryClient } from '@familyhub/api-client';
import { defaultLanguageSettings, type Alert } from '@familyhub/contracts';
import { Toaster } from '@familyhub/ui';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { LocationProbe, mockApi } from '../../testing/render-app';
import { AlertsBell } from './alerts-bell';

function alert(overrides: Partial<Alert>): Alert {
  return {
    id: 1,
    userId: 7,
    title: 'New task for you: Tidy up',
    description: 'Sam assigned it to you',
    priority: 'normal',
    status: 'active',
    targetType: 'task',
    targetId: 3,
    createdById: 2,
    createdAt: '2026-11-22T16:40:00.000Z',
    showFrom: '2026-11-22T16:40:00.000Z',
    expiresAt: null,
    ...overrides,
  };
}

function renderBell() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Suspense fallback={null}>
          <AlertsBell userId={7} />
        </Suspense>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AlertsBell', () => {
  it('counts the active alerts, lists normal ones too, and Dismiss saves and removes one', async () => {
    const fetchMock = mockApi({
      'GET /api/users/7/alerts?status=active': {
        status: 200,
        body: [
          alert({}),
          alert({ id: 2, title: 'Starting soon: Swimming', priority: 'urgent', targetType: 'event' }),
        ],
      },
      'PATCH /api/alerts/1/status': (body) => ({ status: 200, body: { ...alert({}), ...(body as object) } }),
    });
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 active' }));

    const list = screen.getByRole('list', { name: 'Active alerts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const task = within(list).getByText('New task for you: Tidy up').closest('li') as HTMLElement;
    await user.click(within(task).getByRole('button', { name: 'Dismiss' }));

    expect(fetchMock.mock.calls.find(([url]) => url === '/api/alerts/1/status')?.[1]).toMatchObject({
      method: 'PATCH',
      body: JSON.stringify({ status: 'dismissed' }),
    });
    await waitFor(() => expect(screen.queryByText('New task for you: Tidy up')).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    // The trigger is hidden from the accessibility tree while the dialog is open.
    expect(screen.getByRole('button', { name: 'Alerts, 1 active', hidden: true })).toBeInTheDocument();
  });

  it("View goes to the target's screen with its id and closes the list", async () => {
    mockApi({ 'GET /api/users/7/alerts?status=active': { status: 200, body: [alert({})] } });
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 active' }));
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tasks\?focus=3$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("View on a domain's alert opens that domain's screen on the item", async () => {
    mockApi({
      'GET /api/users/7/alerts?status=active': {
        status: 200,
        body: [alert({ title: 'Permission slip due', targetType: 'school-document', targetId: 12 })],
      },
    });
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 active' }));
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/documents\?focus=12$/);
  });

  it('says so when there are no alerts, and when they cannot be loaded', async () => {
    mockApi({ 'GET /api/users/7/alerts?status=active': { status: 200, body: [] } });
    const { unmount } = renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alerts' }));
    expect(await screen.findByText('No alerts right now.')).toBeInTheDocument();
    unmount();

    mockApi({
      'GET /api/users/7/alerts?status=active': {
        status: 503,
        body: { error: 'service_unavailable', message: 'down' },
      },
    });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch alerts$/);
  });
});

describe('AlertsBell in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('counts, lists and offers its actions in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    mockApi({
      'GET /api/users/7/alerts?status=active': {
        status: 200,
        body: [alert({}), alert({ id: 2, title: 'Starting soon: Swimming', priority: 'urgent' })],
      },
    });
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Avisos, 2 activos' }));
    expect(screen.getByRole('dialog', { name: 'Avisos' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Avisos activos' });
    expect(within(list).getByText('Urgente')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Descartar' })).toHaveLength(2);
    expect(within(list).getAllByRole('button', { name: 'Ver' })).toHaveLength(2);
    // The time in Spanish, e.g. "22 nov, 16:40".
    expect(within(list).getAllByText(/22 nov/)).toHaveLength(2);
  });
});
