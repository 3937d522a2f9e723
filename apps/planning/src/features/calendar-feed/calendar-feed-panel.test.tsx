import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  type CalendarFeedStatus,
  type CreatedCalendarFeed,
} from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { Toaster } from '@familyhub/ui';
import { cleanUpAfterEach, fakeApi, json, type FakeRoute } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { CalendarFeedPanel } from './components/calendar-feed-panel';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const off: CalendarFeedStatus = { enabled: false, createdAt: null, lastFetchedAt: null };
const created = (token: string): CreatedCalendarFeed => ({
  enabled: true,
  createdAt: '2026-11-22T08:00:00.000Z',
  lastFetchedAt: null,
  path: `/api/calendar-feed/${token}.ics`,
});

function renderPanel(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  renderScreen(
    <>
      <CalendarFeedPanel />
      <Toaster />
    </>,
  );
  return api;
}

describe('Subscribe in your calendar app', () => {
  it('explains the feed, turns it on, shows the address once and copies it', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = renderPanel({
      'GET /api/planning/calendar-feed': json(off),
      'POST /api/planning/calendar-feed': json(created('secret-token-1'), 201),
    });

    const panel = screen.getByRole('region', { name: 'Subscribe in your calendar app' });
    expect(panel).toHaveTextContent('Anyone who has the address can see the family');
    await user.click(await within(panel).findByRole('button', { name: 'Turn on calendar feed' }));

    const address = await within(panel).findByLabelText('Your private feed address');
    expect(address).toHaveValue(`${window.location.origin}/api/calendar-feed/secret-token-1.ics`);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(await screen.findByText('Calendar feed is on')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/calendar-feed/secret-token-1.ics`);
    expect(await screen.findByText('Feed address copied')).toBeInTheDocument();
  });

  it('after a reload says the feed is on without showing an address, and turns it off after confirming', async () => {
    const user = userEvent.setup();
    let status: CalendarFeedStatus = {
      enabled: true,
      createdAt: '2026-11-20T08:00:00.000Z',
      lastFetchedAt: '2026-11-21T09:30:00.000Z',
    };
    const { calls } = renderPanel({
      'GET /api/planning/calendar-feed': () => ({ status: 200, body: status }),
      'DELETE /api/planning/calendar-feed': () => {
        status = off;
        return { status: 204 };
      },
    });

    const panel = screen.getByRole('region', { name: 'Subscribe in your calendar app' });
    expect(await within(panel).findByText(/Your feed is on since/)).toHaveTextContent(
      'A calendar app last fetched it on',
    );
    expect(within(panel).queryByLabelText('Your private feed address')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Turn off your calendar feed?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Turn off your calendar feed?' })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    expect(await screen.findByText('Calendar feed turned off')).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Turn on calendar feed' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('gets a new address after confirming', async () => {
    const user = userEvent.setup();
    renderPanel({
      'GET /api/planning/calendar-feed': json({
        ...off,
        enabled: true,
        createdAt: '2026-11-20T08:00:00.000Z',
      }),
      'POST /api/planning/calendar-feed': json(created('secret-token-2'), 201),
    });
    const panel = screen.getByRole('region', { name: 'Subscribe in your calendar app' });
    await user.click(await within(panel).findByRole('button', { name: 'Get a new link' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Get a new feed address?' });
    expect(confirm).toHaveTextContent('The current address stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Get a new link' }));
    expect(await within(panel).findByLabelText('Your private feed address')).toHaveValue(
      `${window.location.origin}/api/calendar-feed/secret-token-2.ics`,
    );
  });

  it("shows the server's message when the feed cannot be loaded or turned on", async () => {
    const user = userEvent.setup();
    renderPanel({
      'GET /api/planning/calendar-feed': json(off),
      'POST /api/planning/calendar-feed': json(
        { error: 'service_unavailable', message: 'Planning is down' },
        503,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on calendar feed' }));
    expect(await screen.findByText('Failed to turn on the calendar feed')).toBeInTheDocument();
    expect(screen.getByText('Planning is down')).toBeInTheDocument();
  });

  it('offers Retry when the status cannot be read', async () => {
    renderPanel({
      'GET /api/planning/calendar-feed': json(
        { error: 'service_unavailable', message: 'Planning is down' },
        503,
      ),
    });
    expect(await screen.findByText('Could not load your calendar feed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Subscribe in your calendar app, in Spanish (issue #35)', () => {
  it('explains the feed and offers to turn it on in Spanish', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    fakeApi({ 'GET /api/planning/calendar-feed': json(off) });
    renderScreen(
      <Suspense fallback={null}>
        <CalendarFeedPanel />
      </Suspense>,
    );
    const panel = await screen.findByRole('region', { name: 'Suscríbete desde tu app de calendario' });
    expect(within(panel).getByText(/Cualquiera que tenga la dirección/)).toBeInTheDocument();
    expect(
      await within(panel).findByRole('button', { name: 'Activar la suscripción al calendario' }),
    ).toBeInTheDocument();
  });

  it('says since when the feed is on, in the member’s language', async () => {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    fakeApi({
      'GET /api/planning/calendar-feed': json({
        ...off,
        enabled: true,
        createdAt: '2026-11-22T08:00:00.000Z',
      }),
    });
    renderScreen(
      <Suspense fallback={null}>
        <CalendarFeedPanel />
      </Suspense>,
    );
    expect(await screen.findByText(/Tu suscripción está activada desde el 22 nov 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Ninguna app de calendario la ha consultado todavía\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();
  });
});
