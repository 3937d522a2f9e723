import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  localDate,
  type ExtracurricularActivity,
  type SchoolEvent,
  type Student,
} from '@familyhub/contracts';
import { Toaster } from '@familyhub/ui';
import { applyLanguageSettings, formatsFor } from '@familyhub/ui/i18n';
import {
  cleanUpAfterEach,
  emma,
  fakeApi,
  json,
  never,
  page,
  parent,
  signedInAs,
  renderScreen,
} from '../../testing/fake-api';
import { activityOn, monthGrid } from './calendar-days';
import { SchoolCalendarScreen } from './components/school-calendar-screen';

cleanUpAfterEach();

const today = localDate();
/** Today's cell is named by its date, as the member's language writes it in full. */
const todayCell = new RegExp(`^${formatsFor(defaultLanguageSettings).date(today, { dateStyle: 'long' })}`);
const school = {
  id: 1,
  name: 'Lincoln Elementary',
  address: null,
  city: null,
  state: null,
  zipCode: null,
  phone: null,
  website: null,
  notes: null,
  createdById: 1,
  createdAt: '2026-09-01T00:00:00.000Z',
};
const emmaStudent: Student = {
  id: 7,
  childId: emma.id,
  schoolId: 1,
  schoolYearId: 1,
  grade: '3rd',
  teacher: null,
  status: 'active',
  notes: null,
  createdById: 1,
  createdAt: '2026-09-01T00:00:00.000Z',
};
const concert: SchoolEvent = {
  id: 3,
  schoolId: 1,
  title: 'Winter concert',
  description: null,
  startDate: today,
  endDate: null,
  allDay: true,
  startTime: null,
  endTime: null,
  location: 'Gym',
  eventType: 'performance',
  reminderDays: 1,
  notes: null,
  createdById: 1,
  createdAt: '2026-09-01T00:00:00.000Z',
};
const swim: ExtracurricularActivity = {
  id: 4,
  studentId: 7,
  name: 'Swim team',
  description: null,
  location: null,
  startDate: '2020-01-01',
  endDate: null,
  daysOfWeek: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  startTime: '16:00',
  endTime: '17:00',
  instructor: 'Coach Diaz',
  costCents: 4500,
  isPaid: false,
  category: null,
  status: 'active',
  notes: null,
  createdById: 1,
  createdAt: '2026-09-01T00:00:00.000Z',
};

const routes = {
  ...signedInAs(parent),
  'GET /api/schools': page([school]),
  'GET /api/school-years': page([]),
  'GET /api/students': page([emmaStudent]),
  'GET /api/school-events': page([concert]),
  'GET /api/extracurricular-activities': page([swim]),
};

const renderCalendar = () =>
  renderScreen(
    <>
      <SchoolCalendarScreen />
      <Toaster />
    </>,
    '/school-calendar',
  );

describe('School calendar (/school-calendar)', () => {
  it("draws today's school event and the weekly activity in the month view, and both in the list", async () => {
    const { calls } = fakeApi(routes);
    renderCalendar();
    // A table of days (not a keyboard grid), each cell named by its date.
    const cell = await screen.findByRole('cell', { name: todayCell });
    expect(await within(cell).findByText('Winter concert')).toBeInTheDocument();
    expect(within(cell).getByText('4:00 PM Swim team')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith(`/api/school-events?from=${today.slice(0, 7)}-01`))).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('tab', { name: 'List' }));
    const activities = await screen.findByRole('region', { name: 'Activities' });
    expect(within(activities).getByText('$45.00 unpaid')).toBeInTheDocument();
  });

  it('adds a timed school event with the contract texts under the fields', async () => {
    const { calls } = fakeApi({ ...routes, 'POST /api/school-events': json(concert, 201) });
    renderCalendar();
    const add = await screen.findByRole('button', { name: 'Add School Event' });
    await waitFor(() =>
      expect(screen.getByRole('cell', { name: todayCell })).toHaveTextContent('Winter concert'),
    );
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add School Event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Parent conference');
    await userEvent.click(within(dialog).getByLabelText('All day'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Start time is required for a timed event')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Start time'), '16:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('School Event Added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      schoolId: 1,
      title: 'Parent conference',
      allDay: false,
      startTime: '16:30',
      reminderDays: 1,
    });
  });

  it('opens on the event of ?focus= (an alert, the family calendar): its month, in the list, marked', async () => {
    const fair: SchoolEvent = { ...concert, id: 9, title: 'Science fair', startDate: '2099-03-09' };
    const { calls } = fakeApi({
      ...routes,
      'GET /api/school-events': page([fair]),
      'GET /api/school-events/9': json(fair),
    });
    renderScreen(
      <>
        <SchoolCalendarScreen />
        <Toaster />
      </>,
      '/school-calendar?focus=9',
    );
    expect(await screen.findByRole('tab', { name: 'List', selected: true })).toBeInTheDocument();
    const events = await screen.findByRole('region', { name: 'School events' });
    expect(
      within(events).getByRole('heading', { name: /^School events in March 2099$/ }),
    ).toBeInTheDocument();
    const item = await within(events).findByText('Science fair');
    expect(item.closest('li')).toHaveAttribute('aria-current', 'true');
    expect(calls.some((c) => c.path.startsWith('/api/school-events?from=2099-03-01'))).toBe(true);
  });

  it('places an activity on its weekdays only', () => {
    const mondays = { ...swim, daysOfWeek: ['monday' as const] };
    expect(activityOn(mondays, '2026-11-23')).toBe(true);
    expect(activityOn(mondays, '2026-11-24')).toBe(false);
    expect(activityOn({ ...mondays, endDate: '2026-11-01' }, '2026-11-23')).toBe(false);
    expect(monthGrid('2026-11').slice(0, 1)).toEqual(['2026-11-01']);
    // A week that starts on Monday: 1 November 2026, a Sunday, falls in the seventh column.
    expect(monthGrid('2026-11', 1).slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
  });
});

describe('School calendar while its events and activities load or fail', () => {
  const down = { status: 500, body: { error: 'internal_error', message: 'The school service is down.' } };

  it('names what is still loading, with the days of the month already drawn', async () => {
    fakeApi({ ...routes, 'GET /api/school-events': never, 'GET /api/extracurricular-activities': never });
    renderCalendar();
    expect(await screen.findByRole('status', { name: 'Loading school events' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading activities' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: todayCell })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'List' }));
    const events = screen.getByRole('region', { name: 'School events' });
    expect(within(events).getByRole('status', { name: 'Loading school events' })).toBeInTheDocument();
    expect(within(events).queryByText('No school events this month')).not.toBeInTheDocument();
    const activities = screen.getByRole('region', { name: 'Activities' });
    expect(within(activities).getByRole('status', { name: 'Loading activities' })).toBeInTheDocument();
    expect(within(activities).queryByText('No activities yet')).not.toBeInTheDocument();
  });

  it('keeps the activities when the school events fail, and Retry brings the events', async () => {
    let failing = true;
    fakeApi({
      ...routes,
      'GET /api/school-events': () =>
        failing ? down : { status: 200, body: { items: [concert], nextCursor: null } },
    });
    renderCalendar();
    expect(await screen.findByText('Could not load school events')).toBeInTheDocument();
    expect(screen.getByText(/The school service is down\./)).toBeInTheDocument();
    const cell = screen.getByRole('cell', { name: todayCell });
    expect(await within(cell).findByText('4:00 PM Swim team')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'List' }));
    const events = screen.getByRole('region', { name: 'School events' });
    expect(within(events).getByText('Could not load school events')).toBeInTheDocument();
    expect(within(events).queryByText('No school events this month')).not.toBeInTheDocument();
    const activities = screen.getByRole('region', { name: 'Activities' });
    expect(within(activities).getByText('Swim team')).toBeInTheDocument();

    failing = false;
    await userEvent.click(within(events).getByRole('button', { name: 'Retry' }));
    expect(await within(events).findByText('Winter concert')).toBeInTheDocument();
    expect(screen.queryByText('Could not load school events')).not.toBeInTheDocument();
  });

  it('keeps the school events when the activities fail, in the month and in the list', async () => {
    let failing = true;
    fakeApi({
      ...routes,
      'GET /api/extracurricular-activities': () =>
        failing ? down : { status: 200, body: { items: [swim], nextCursor: null } },
    });
    renderCalendar();
    expect(await screen.findByText('Could not load activities')).toBeInTheDocument();
    const cell = screen.getByRole('cell', { name: todayCell });
    expect(await within(cell).findByText('Winter concert')).toBeInTheDocument();
    expect(screen.queryByText('Could not load school events')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'List' }));
    const events = screen.getByRole('region', { name: 'School events' });
    expect(within(events).getByText('Winter concert')).toBeInTheDocument();
    const activities = screen.getByRole('region', { name: 'Activities' });
    expect(within(activities).getByText('Could not load activities')).toBeInTheDocument();
    expect(within(activities).queryByText('No activities yet')).not.toBeInTheDocument();

    failing = false;
    await userEvent.click(within(activities).getByRole('button', { name: 'Retry' }));
    expect(await within(activities).findByText('Swim team')).toBeInTheDocument();
    expect(screen.queryByText('Could not load activities')).not.toBeInTheDocument();
  });

  it('says so when the month has no school events and there are no activities', async () => {
    fakeApi({
      ...routes,
      'GET /api/school-events': page([]),
      'GET /api/extracurricular-activities': page([]),
    });
    renderCalendar();
    await userEvent.click(screen.getByRole('tab', { name: 'List' }));
    expect(await screen.findByText('No school events this month')).toBeInTheDocument();
    expect(await screen.findByText('No activities yet')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument();
  });
});

describe('School calendar in Spanish (issue #35)', () => {
  afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

  it('shows its heading, buttons, weekdays, events and activities in Spanish', async () => {
    const trip: SchoolEvent = {
      ...concert,
      id: 5,
      title: 'Field trip',
      eventType: 'field_trip',
      reminderDays: 2,
      startDate: '2026-11-29',
      endDate: '2026-11-30',
      allDay: false,
      startTime: '08:30',
      endTime: '15:00',
      location: null,
    };
    fakeApi({ ...routes, 'GET /api/school-events': page([concert, trip]) });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es', weekStart: 'monday' }));
    renderScreen(
      <Suspense fallback={null}>
        <SchoolCalendarScreen />
      </Suspense>,
      '/school-calendar',
    );
    expect(await screen.findByRole('heading', { name: 'Calendario escolar' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Añadir evento escolar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir actividad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    // The member's week starts on Monday, and the days are named in Spanish.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'lun',
      'mar',
      'mié',
      'jue',
      'vie',
      'sáb',
      'dom',
    ]);
    // Today's cell is named by its date in Spanish; an activity's time is on the member's clock.
    const spanishToday = formatsFor({ ...defaultLanguageSettings, language: 'es' }).date(today, {
      dateStyle: 'long',
    });
    const cell = screen.getByRole('cell', { name: new RegExp(`^${spanishToday}`) });
    expect(await within(cell).findByText('16:00 Swim team')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Lista' }));
    const events = await screen.findByRole('region', { name: 'Eventos escolares' });
    expect(await within(events).findByText('Winter concert')).toBeInTheDocument();
    expect(within(events).getByText('Función')).toBeInTheDocument();
    expect(within(events).getByText('Recordatorio 1 día antes')).toBeInTheDocument();
    expect(within(events).getByText(/todo el día/)).toBeInTheDocument();
    expect(within(events).getByText('29 nov 2026 – 30 nov 2026 · 8:30–15:00')).toBeInTheDocument();
    const activities = screen.getByRole('region', { name: 'Actividades' });
    expect(within(activities).getByRole('heading', { name: 'Actividades semanales' })).toBeInTheDocument();
    expect(await within(activities).findByText(/sin pagar$/)).toBeInTheDocument();
    expect(activities).toHaveTextContent('16:00–17:00');
  });
});
