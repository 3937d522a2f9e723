import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  type DomainRegistration,
  type EventOccurrence,
  type FamilyCalendarItem,
} from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import {
  child,
  fakeApi,
  json,
  never,
  page,
  parent,
  parentWithoutSchedule,
  sessionOf,
  type FakeRoute,
} from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { CalendarScreen } from './components/calendar-screen';
import {
  addDays,
  dateOfKey,
  dayKeyOf,
  formatLongDate,
  gridWindow,
  monthOf,
  viewerTimeZone,
} from './calendar-days';

const today = dayKeyOf(new Date());
// A day of the same month other than today, so the month's single request answers both.
const otherDay = today.endsWith('-15') ? `${monthOf(today)}-16` : `${monthOf(today)}-15`;

function eventsPath(month = monthOf(today), firstDay = 0) {
  const { from, to } = gridWindow(month, firstDay);
  return `/api/events?${new URLSearchParams({ from, to, tz: viewerTimeZone() }).toString()}`;
}

function at(day: string, time: string): string {
  const [h, m] = time.split(':').map(Number);
  const date = dateOfKey(day);
  date.setHours(h, m);
  return date.toISOString();
}

function occurrence(
  overrides: Partial<EventOccurrence> & Pick<EventOccurrence, 'title' | 'start'>,
): EventOccurrence {
  return {
    eventId: 1,
    end: null,
    allDay: false,
    description: null,
    color: '#4F46E5',
    ownerId: parent.id,
    recurrence: null,
    occurrenceStart: overrides.start,
    changed: false,
    ...overrides,
  };
}

function signedInAs(user: typeof parent, events: FakeRoute) {
  return {
    'GET /api/auth/me': json(sessionOf(user)),
    'GET /api/users': json([parent, parentWithoutSchedule, child]),
    [`GET ${eventsPath()}`]: events,
    'GET /api/emergency-contacts?limit=50': json(page([])),
  };
}

const dentist = occurrence({
  eventId: 4,
  title: 'Dentist',
  description: 'Bring the insurance card',
  start: at(today, '09:00'),
  end: at(today, '10:30'),
  color: '#DB2777',
  recurrence: 'weekly',
});

afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

describe('Calendar & Planning — Events', () => {
  it('draws the month with weeks starting on Sunday', async () => {
    fakeApi(signedInAs(parent, json([])));
    renderScreen(<CalendarScreen />);

    const grid = screen.getByRole('grid');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'SunSunday',
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
    ]);
    const firstWeek = within(grid).getAllByRole('row')[1];
    const firstDay = within(firstWeek).getAllByRole('button')[0].getAttribute('data-day')!;
    expect(dateOfKey(firstDay).getDay()).toBe(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar & Planning' })).toBeInTheDocument();
  });

  it("lists the selected day's events under 'Events for {date}' and marks days that have events", async () => {
    fakeApi(signedInAs(parent, json([dentist])));
    renderScreen(<CalendarScreen />);

    const heading = `Events for ${formatLongDate(today)}`;
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Dentist' });
    expect(within(item).getByText('Bring the insurance card')).toBeInTheDocument();
    expect(within(item).getByText('9:00 AM – 10:30 AM')).toBeInTheDocument();
    expect(within(item).getByText('Repeats weekly')).toBeInTheDocument();
    expect(await within(item).findByText('Organized by Sarah Johnson')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${formatLongDate(today)}, has events` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: formatLongDate(otherDay) })).toBeInTheDocument();
  });

  it("says 'No events scheduled for this date.' for a day without events", async () => {
    fakeApi(signedInAs(parent, json([dentist])));
    renderScreen(<CalendarScreen />);
    await screen.findByRole('listitem', { name: 'Dentist' });

    await userEvent.click(screen.getByRole('button', { name: formatLongDate(otherDay) }));
    expect(
      screen.getByRole('heading', { name: `Events for ${formatLongDate(otherDay)}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('No events scheduled for this date.')).toBeInTheDocument();
  });

  it('moves the selected day with the arrow keys', async () => {
    fakeApi(signedInAs(parent, json([])));
    renderScreen(<CalendarScreen />);

    const todayButton = screen.getByRole('button', { name: formatLongDate(today) });
    expect(todayButton).toHaveAttribute('tabindex', '0');
    todayButton.focus();
    // Down a week may cross into the next month; its events are then asked for as well.
    await userEvent.keyboard('{ArrowDown}');
    const nextWeek = addDays(today, 7);
    expect(
      screen.getByRole('heading', { name: `Events for ${formatLongDate(nextWeek)}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', nextWeek));
  });

  it('shows placeholders while the events load', () => {
    fakeApi(signedInAs(parent, never));
    renderScreen(<CalendarScreen />);
    expect(screen.getByRole('status', { name: 'Loading events' })).toBeInTheDocument();
  });

  it('adds a weekly event with the contract’s messages first', async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent, json([])),
      'POST /api/events': (request) => ({ status: 201, body: { id: 9, ...(request.body as object) } }),
    });
    renderScreen(<CalendarScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Swimming');
    await userEvent.selectOptions(within(dialog).getByLabelText('Repeats'), 'weekly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select at least one day of week')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Thursday' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Swimming',
      description: null,
      startAt: at(today, '09:00'),
      endAt: at(today, '10:00'),
      allDay: false,
      color: '#4F46E5',
      timeZone: viewerTimeZone(),
      recurrence: 'weekly',
      recurrenceDays: ['tuesday', 'thursday'],
      recurrenceUntil: null,
    });
  });

  it("says 'End must be after start' when the end time comes first", async () => {
    const { calls } = fakeApi(signedInAs(parent, json([])));
    renderScreen(<CalendarScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Event' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Backwards');
    await userEvent.clear(within(dialog).getByLabelText('End time'));
    await userEvent.type(within(dialog).getByLabelText('End time'), '08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('End must be after start')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says that editing a repeating event changes the whole series', async () => {
    fakeApi({
      ...signedInAs(parent, json([dentist])),
      'GET /api/events/4': json({
        id: 4,
        title: 'Dentist',
        description: 'Bring the insurance card',
        startAt: dentist.start,
        endAt: dentist.end,
        allDay: false,
        color: '#DB2777',
        ownerId: parent.id,
        timeZone: viewerTimeZone(),
        recurrence: 'weekly',
        recurrenceDays: ['monday'],
        recurrenceUntil: null,
        createdAt: dentist.start,
        updatedAt: dentist.start,
      }),
    });
    renderScreen(<CalendarScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit "Dentist"' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(await within(dialog).findByDisplayValue('Dentist')).toBeInTheDocument();
    expect(within(dialog).getByText(/changes apply to every occurrence/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  });

  it('lets a child look but not add, edit or delete', async () => {
    fakeApi(signedInAs(child, json([dentist])));
    renderScreen(<CalendarScreen />);
    await screen.findByRole('listitem', { name: 'Dentist' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Event' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete "Dentist"' })).not.toBeInTheDocument();
  });

  it('shows a parent without “Edit schedule” the events but no Add, edit or delete, and says why', async () => {
    fakeApi(signedInAs(parentWithoutSchedule, json([dentist])));
    renderScreen(<CalendarScreen />);
    const item = await screen.findByRole('listitem', { name: 'Dentist' });
    expect(
      screen.getByText(/You can see the family's events but not change them: ask your family admin/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Event' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives a parent with “Edit schedule” Add, edit and delete, without that sentence', async () => {
    fakeApi(signedInAs(parent, json([dentist])));
    renderScreen(<CalendarScreen />);
    const item = await screen.findByRole('listitem', { name: 'Dentist' });
    expect(screen.getByRole('button', { name: 'Add Event' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Delete "Dentist"' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: /Edit only this occurrence/ })).toBeInTheDocument();
    expect(screen.queryByText(/not change them/)).not.toBeInTheDocument();
  });

  it('opens the tab named in ?tab=', async () => {
    fakeApi({ ...signedInAs(parent, json([])), 'GET /api/vacations?limit=25': json(page([])) });
    renderScreen(<CalendarScreen />, '/calendar?tab=vacations');
    expect(screen.getByRole('tab', { name: 'Vacations' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No vacations planned yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Emergency' }));
    expect(await screen.findByRole('region', { name: 'Emergency Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Events',
      'Vacations',
      'Guest Lists',
      'Carpools',
      'Emergency',
    ]);
  });
});

describe('Calendar & Planning — one occurrence of a repeating event', () => {
  const occurrencePath = `/api/events/4/occurrences/${encodeURIComponent(dentist.occurrenceStart)}`;

  it('changes only this occurrence: its own title and times are sent for that day', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      ...signedInAs(parent, json([dentist])),
      [`PUT ${occurrencePath}`]: ({ body }) => ({
        status: 200,
        body: { ...dentist, ...(body as object), changed: true },
      }),
    });
    renderScreen(<CalendarScreen />);
    const item = await screen.findByRole('listitem', { name: 'Dentist' });
    await user.click(within(item).getByRole('button', { name: 'Edit only this occurrence of "Dentist"' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit This Occurrence' });
    expect(dialog).toHaveTextContent(`only to "Dentist" on ${formatLongDate(today)}`);
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('09:00');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Dentist (moved)');
    await user.clear(within(dialog).getByLabelText('Start time'));
    await user.type(within(dialog).getByLabelText('Start time'), '11:00');
    await user.clear(within(dialog).getByLabelText('End time'));
    await user.type(within(dialog).getByLabelText('End time'), '12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit This Occurrence' })).not.toBeInTheDocument(),
    );
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(occurrencePath);
    expect(put?.body).toEqual({
      title: 'Dentist (moved)',
      description: 'Bring the insurance card',
      startAt: at(today, '11:00'),
      endAt: at(today, '12:00'),
    });
  });

  it('deletes only this occurrence after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      ...signedInAs(parent, json([dentist])),
      [`DELETE ${occurrencePath}`]: () => ({ status: 204 }),
    });
    renderScreen(<CalendarScreen />);
    const item = await screen.findByRole('listitem', { name: 'Dentist' });
    await user.click(within(item).getByRole('button', { name: 'Delete only this occurrence of "Dentist"' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this occurrence?' });
    expect(confirm).toHaveTextContent('the other occurrences stay');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Delete only this occurrence of "Dentist"' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this occurrence?' })).getByRole('button', {
        name: 'Delete occurrence',
      }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([occurrencePath]),
    );
  });

  it('marks a changed occurrence, and offers a child no occurrence actions', async () => {
    fakeApi(signedInAs(child, json([{ ...dentist, changed: true }])));
    renderScreen(<CalendarScreen />);
    const item = await screen.findByRole('listitem', { name: 'Dentist' });
    expect(within(item).getByText('Changed for this day')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /only this occurrence/ })).not.toBeInTheDocument();
  });
});

describe('Calendar & Planning — opened on an event (?focus=, an alert’s View Details)', () => {
  const eventOf = (occ: EventOccurrence, recurrence: EventOccurrence['recurrence']) => ({
    id: occ.eventId,
    title: occ.title,
    description: null,
    startAt: occ.start,
    endAt: occ.end,
    allDay: false,
    color: occ.color,
    ownerId: parent.id,
    timeZone: viewerTimeZone(),
    recurrence,
    recurrenceDays: null,
    recurrenceUntil: null,
    createdAt: occ.start,
    updatedAt: occ.start,
  });

  it("selects the event's day and highlights it there", async () => {
    const recital = occurrence({ eventId: 9, title: 'Piano recital', start: at(otherDay, '17:00') });
    fakeApi({
      ...signedInAs(parent, json([dentist, recital])),
      'GET /api/events/9': json(eventOf(recital, null)),
    });
    renderScreen(<CalendarScreen />, '/calendar?tab=events&focus=9');

    expect(
      await screen.findByRole('heading', { name: `Events for ${formatLongDate(otherDay)}` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Piano recital' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it("stays on today for today's occurrence of a series, highlighted", async () => {
    fakeApi({
      ...signedInAs(parent, json([dentist])),
      'GET /api/events/4': json(eventOf(dentist, 'weekly')),
    });
    renderScreen(<CalendarScreen />, '/calendar?tab=events&focus=4');
    const item = await screen.findByRole('listitem', { name: 'Dentist' });
    await waitFor(() => expect(item).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByRole('heading', { name: `Events for ${formatLongDate(today)}` })).toBeInTheDocument();
  });
});

describe('Calendar & Planning — what other domains add (school, me time)', () => {
  const registration = (id: DomainRegistration['id'], status: DomainRegistration['status']) => ({
    id,
    name: id === 'school' ? 'School' : 'Wellness',
    remoteEntry: `/remotes/${id}/mf-manifest.json`,
    enabled: status === 'enabled',
    status,
    availableOn: [],
    routes: [],
  });
  const itemsPath = (domain: string, source: string) => {
    const { from, to } = gridWindow(monthOf(today));
    return `/api/${domain}/calendar-items?${new URLSearchParams({ source, from, to, tz: viewerTimeZone() }).toString()}`;
  };
  const item = (overrides: Partial<FamilyCalendarItem> & Pick<FamilyCalendarItem, 'key' | 'title'>) => ({
    label: 'School event',
    day: today,
    allDay: false,
    startTime: '18:00',
    endTime: '19:30',
    memberId: null,
    detail: null,
    path: null,
    ...overrides,
  });
  const scienceFair = item({
    key: 'school-event:3:today',
    title: 'Science fair',
    detail: 'Performance · Gym',
    path: '/school-calendar',
  });
  const swim = item({
    key: 'activity:5:other',
    title: 'Swim team',
    label: 'Activity',
    day: otherDay,
    startTime: '16:00',
    endTime: '17:30',
    memberId: child.id,
  });
  const busy = item({
    key: 'me-time:8:x',
    title: 'Busy',
    label: 'Me Time',
    startTime: '07:30',
    endTime: '08:30',
    memberId: parentWithoutSchedule.id,
  });

  it("lists school items and others' me time beside the day's events, marked as theirs", async () => {
    fakeApi({
      ...signedInAs(parent, json([dentist])),
      'GET /api/platform/domains': json([
        registration('school', 'enabled'),
        registration('wellness', 'enabled'),
      ]),
      [`GET ${itemsPath('school', 'school-events')}`]: json([scienceFair, swim]),
      [`GET ${itemsPath('school', 'school-documents')}`]: json([]),
      [`GET ${itemsPath('school', 'homework')}`]: json([]),
      [`GET ${itemsPath('wellness', 'me-time-blocks')}`]: json([busy]),
    });
    renderScreen(<CalendarScreen />);

    const fair = await screen.findByRole('listitem', { name: 'Science fair' });
    expect(within(fair).getByText('School · School event')).toBeInTheDocument();
    expect(within(fair).getByText('Performance · Gym')).toBeInTheDocument();
    expect(within(fair).getByText('6:00 PM – 7:30 PM')).toBeInTheDocument();
    expect(within(fair).getByRole('link', { name: 'Open "Science fair" in School' })).toHaveAttribute(
      'href',
      '/school-calendar',
    );
    const meTime = screen.getByRole('listitem', { name: 'Busy' });
    expect(within(meTime).getByText('Wellness · Me Time')).toBeInTheDocument();
    expect(await within(meTime).findByText('Mark Johnson')).toBeInTheDocument();
    expect(within(meTime).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Dentist' })).toBeInTheDocument();

    // A day with only a school item gets its dot and lists it.
    const other = screen.getByRole('button', { name: `${formatLongDate(otherDay)}, has events` });
    await userEvent.click(other);
    const activity = await screen.findByRole('listitem', { name: 'Swim team' });
    expect(within(activity).getByText('Emma Johnson')).toBeInTheDocument();
    expect(within(activity).getByText('4:00 PM – 5:30 PM')).toBeInTheDocument();
  });

  it('keeps the calendar working when school is down, says so, and Retry loads it again', async () => {
    let schoolUp = false;
    fakeApi({
      ...signedInAs(parent, json([dentist])),
      'GET /api/platform/domains': json([
        registration('school', 'enabled'),
        registration('wellness', 'enabled'),
      ]),
      [`GET ${itemsPath('school', 'school-events')}`]: () =>
        schoolUp
          ? { status: 200, body: [scienceFair] }
          : { status: 503, body: { error: 'service_unavailable', message: 'School is unavailable' } },
      [`GET ${itemsPath('school', 'school-documents')}`]: json([]),
      [`GET ${itemsPath('school', 'homework')}`]: json([]),
      [`GET ${itemsPath('wellness', 'me-time-blocks')}`]: json([busy]),
    });
    renderScreen(<CalendarScreen />);

    expect(await screen.findByRole('listitem', { name: 'Dentist' })).toBeInTheDocument();
    expect(await screen.findByText('School items could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Busy' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Science fair' })).not.toBeInTheDocument();

    schoolUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry loading School items' }));
    expect(await screen.findByRole('listitem', { name: 'Science fair' })).toBeInTheDocument();
    expect(screen.queryByText('School items could not be loaded right now.')).not.toBeInTheDocument();
  });

  it("asks nothing of a domain the family's plan does not have", async () => {
    const { calls } = fakeApi({
      ...signedInAs(parent, json([dentist])),
      'GET /api/platform/domains': json([
        registration('school', 'plan_locked'),
        registration('wellness', 'plan_locked'),
      ]),
    });
    renderScreen(<CalendarScreen />);
    await screen.findByRole('listitem', { name: 'Dentist' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/platform/domains')).toBe(true));
    expect(calls.filter((c) => c.path.includes('/calendar-items'))).toEqual([]);
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});

describe('Calendar & Planning in Spanish (issue #35)', () => {
  function inLanguage(settings: Partial<typeof defaultLanguageSettings>, events: EventOccurrence[]) {
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, ...settings }));
    // Weeks start on Monday here, so the month's request covers a Monday-first grid.
    fakeApi({ ...signedInAs(parent, json([])), [`GET ${eventsPath(monthOf(today), 1)}`]: json(events) });
    renderScreen(
      <Suspense fallback={null}>
        <CalendarScreen />
      </Suspense>,
    );
  }

  it('shows the tabs, a Monday-first month and the day’s events in Spanish', async () => {
    inLanguage({ language: 'es' }, [dentist]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendario y planes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Listas de invitados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();

    const grid = screen.getByRole('grid');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toBe('lunlunes');
    expect(headers[6]).toBe('domdomingo');
    const firstWeek = within(grid).getAllByRole('row')[1];
    const firstDay = within(firstWeek).getAllByRole('button')[0].getAttribute('data-day')!;
    expect(dateOfKey(firstDay).getDay()).toBe(1);

    const date = formatLongDate(today, 'es');
    expect(screen.getByRole('heading', { name: `Eventos del ${date}` })).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Dentist' });
    expect(within(item).getByText('9:00 – 10:30')).toBeInTheDocument();
    expect(within(item).getByText('Se repite cada semana')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${date}, tiene eventos` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir evento' })).toBeInTheDocument();
  });

  it('says there are no events for the day in Spanish', async () => {
    inLanguage({ language: 'es' }, []);
    expect(await screen.findByText('No hay eventos para este día.')).toBeInTheDocument();
  });

  it('starts an English week on Monday when the member chose so', async () => {
    inLanguage({ weekStart: 'monday' }, [dentist]);
    const headers = within(await screen.findByRole('grid'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toBe('MonMonday');
    expect(await screen.findByRole('listitem', { name: 'Dentist' })).toBeInTheDocument();
  });
});
