import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { fakeApi, json, parent, sessionOf } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { CalendarCard } from './components/calendar-card';
import { dateOfKey, dayKeyOf, formatLongDate, gridWindow, monthOf, viewerTimeZone } from './calendar-days';

const today = dayKeyOf(new Date());
const otherDay = today.endsWith('-15') ? `${monthOf(today)}-16` : `${monthOf(today)}-15`;
const { from, to } = gridWindow(monthOf(today));
const eventsPath = `/api/events?${new URLSearchParams({ from, to, tz: viewerTimeZone() }).toString()}`;

function at(day: string, hours: number): string {
  const date = dateOfKey(day);
  date.setHours(hours);
  return date.toISOString();
}

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('Dashboard Calendar card', () => {
  it('marks days with events and lists the chosen day’s events with start and end times', async () => {
    fakeApi({
      'GET /api/auth/me': json(sessionOf(parent)),
      [`GET ${eventsPath}`]: json([
        {
          eventId: 2,
          title: 'Football practice',
          description: null,
          start: at(otherDay, 16),
          end: at(otherDay, 17),
          allDay: false,
          color: '#16A34A',
          ownerId: parent.id,
          recurrence: null,
        },
      ]),
    });
    renderScreen(<CalendarCard />);

    const card = screen.getByRole('region', { name: 'Calendar' });
    expect(within(card).getAllByRole('columnheader')[0]).toHaveTextContent('Sunday');
    expect(await within(card).findByText('No events scheduled for this date.')).toBeInTheDocument();

    await userEvent.click(
      within(card).getByRole('button', { name: `${formatLongDate(otherDay)}, has events` }),
    );
    const list = within(card).getByRole('list', { name: `Events for ${formatLongDate(otherDay)}` });
    const item = within(list).getByRole('listitem', { name: 'Football practice' });
    expect(item).toHaveTextContent('4:00 PM – 5:00 PM');
    expect(within(card).getByRole('link', { name: 'Go to Calendar' })).toHaveAttribute('href', '/calendar');
  });
});

describe('Dashboard Calendar card in Spanish (issue #35)', () => {
  it('shows its title, a Monday-first month, the empty day and its link in Spanish', async () => {
    const monday = gridWindow(monthOf(today), 1);
    fakeApi({
      'GET /api/auth/me': json(sessionOf(parent)),
      [`GET /api/events?${new URLSearchParams({ ...monday, tz: viewerTimeZone() }).toString()}`]: json([]),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <CalendarCard />
      </Suspense>,
    );
    const card = await screen.findByRole('region', { name: 'Calendario' });
    expect(within(card).getAllByRole('columnheader')[0]).toHaveTextContent('lunes');
    expect(
      within(card).getByRole('heading', { name: `Eventos del ${formatLongDate(today, 'es')}` }),
    ).toBeInTheDocument();
    expect(await within(card).findByText('No hay eventos para este día.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ir al calendario' })).toBeInTheDocument();
  });
});
