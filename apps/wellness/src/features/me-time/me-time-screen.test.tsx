import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type MeTimeBlock } from '@familyhub/contracts';
import { getToasts } from '@familyhub/ui';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, type FakeRoute, renderScreen } from '@familyhub/ui/testing';
import { alex, signedInAs } from '../../testing/wellness-fixtures';
import { MeTimeScreen } from './components/me-time-screen';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const clock = { now: new Date(2026, 10, 23, 8, 50) };
const now = () => clock.now;
const at = (h: number, m = 0, d = 23) => new Date(2026, 10, d, h, m).toISOString();
const block = (overrides: Partial<MeTimeBlock>): MeTimeBlock => ({
  id: 1,
  userId: alex.id,
  title: 'Read a book',
  description: null,
  startTime: at(9),
  endTime: at(10),
  isRecurring: false,
  recurrencePattern: null,
  daysOfWeek: [],
  doNotDisturb: true,
  completed: false,
  isShared: false,
  visible: true,
  createdById: alex.id,
  ...overrides,
});

function routes(items: MeTimeBlock[], extra: Record<string, FakeRoute> = {}) {
  const list: FakeRoute = () => ({ status: 200, body: { items, nextCursor: null } });
  const api = fakeApi({ ...signedInAs(alex), ...extra });
  const original = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/api/me-time-blocks?')
      ? Promise.resolve(list({ method: 'GET', path: String(input), body: undefined })).then(
          (answer) =>
            ({
              status: 200,
              ok: true,
              statusText: '',
              headers: { get: () => 'application/json' },
              text: async () => JSON.stringify((answer as { body: unknown }).body),
            }) as unknown as Response,
        )
      : original(input, init)) as typeof fetch;
  return api;
}

describe('/me-time', () => {
  beforeEach(() => {
    clock.now = new Date(2026, 10, 23, 8, 50);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  it('moves a block from Upcoming to Happening Now to Past as the clock moves; Mark Completed only while it happens', async () => {
    routes([block({}), block({ id: 2, title: 'Yoga', startTime: at(7), endTime: at(8), completed: true })], {
      'POST /api/me-time-blocks/1/complete': json(block({ completed: true })),
    });
    renderScreen(<MeTimeScreen now={now} />);
    expect(await screen.findByRole('region', { name: 'Read a book' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Completed' })).not.toBeInTheDocument();

    clock.now = new Date(2026, 10, 23, 9, 10);
    act(() => jest.advanceTimersByTime(15_000));
    await userEvent.click(screen.getByRole('tab', { name: 'Happening Now' }));
    const happening = await screen.findByRole('region', { name: 'Read a book' });
    await userEvent.click(within(happening).getByRole('button', { name: 'Mark Completed' }));
    await waitFor(() =>
      expect(getToasts().map((t) => [t.title, t.description])).toContainEqual([
        'Me Time Completed',
        'Great job taking time for yourself!',
      ]),
    );

    clock.now = new Date(2026, 10, 23, 10, 5);
    act(() => jest.advanceTimersByTime(15_000));
    await userEvent.click(screen.getByRole('tab', { name: 'Past Sessions' }));
    const past = await screen.findByRole('region', { name: 'Read a book' });
    expect(within(past).getByText('Missed')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Yoga' })).getByText('Completed')).toBeInTheDocument();
  });

  it('schedules me time with the spec’s texts and toast', async () => {
    const api = routes([], { 'POST /api/me-time-blocks': json(block({}), 201) });
    renderScreen(<MeTimeScreen now={now} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Me Time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Me Time' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please fill in all required fields.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Read a book');
    const doNotDisturb = within(dialog).getByRole('checkbox', { name: 'Do not disturb' });
    expect(doNotDisturb).toHaveAccessibleDescription(
      'Your alerts wait until this time ends; urgent ones still come through.',
    );
    await userEvent.click(doNotDisturb);
    fireEvent.change(within(dialog).getByLabelText('End'), { target: { value: '2026-11-23T08:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Start time must be before end time.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('End'), { target: { value: '2026-11-23T09:50' } });
    await userEvent.click(within(dialog).getByLabelText('Repeats'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select at least one day of week')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('monday'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(getToasts().map((t) => [t.title, t.description])).toContainEqual([
        'Me Time Block Added',
        'Your me time has been scheduled successfully.',
      ]),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      userId: alex.id,
      title: 'Read a book',
      startTime: at(9),
      endTime: at(9, 50),
      isRecurring: true,
      recurrencePattern: 'weekly',
      daysOfWeek: ['monday'],
      doNotDisturb: true,
    });
  });

  it('highlights days in the Calendar View, adds for this day 9:00–10:00 and jumps with View All Me Time', async () => {
    routes([
      block({ startTime: at(9, 0, 25), endTime: at(10, 0, 25) }),
      block({
        id: 3,
        title: 'Long bath',
        startTime: at(20, 0, 23),
        endTime: at(21, 0, 23),
        isRecurring: true,
        recurrencePattern: 'weekly',
        daysOfWeek: ['monday'],
      }),
    ]);
    renderScreen(<MeTimeScreen now={now} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Calendar View' }));
    // The weekly repeat shows on the next Monday too.
    await userEvent.click(screen.getByRole('button', { name: 'Nov 30, 2026, has me time' }));
    expect(
      within(screen.getByRole('region', { name: 'Me time on Nov 30, 2026' })).getByRole('region', {
        name: 'Long bath',
      }),
    ).toHaveTextContent('Repeats weekly on mon');
    expect(screen.getByRole('button', { name: 'Nov 24, 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nov 25, 2026, has me time' }));
    const day = screen.getByRole('region', { name: 'Me time on Nov 25, 2026' });
    expect(within(day).getByRole('region', { name: 'Read a book' })).toBeInTheDocument();
    await userEvent.click(within(day).getByRole('button', { name: 'Add for This Day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Me Time' });
    expect(within(dialog).getByLabelText('Start')).toHaveValue('2026-11-25T09:00');
    expect(within(dialog).getByLabelText('End')).toHaveValue('2026-11-25T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(day).getByRole('button', { name: 'View All Me Time' }));
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  });

  it("starts the Calendar View's weeks on the member's first day of the week (issue #35)", async () => {
    routes([]);
    renderScreen(<MeTimeScreen now={now} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Calendar View' }));
    // English: Sunday first; November 2026 starts on a Sunday, so no blank cell before the 1st.
    const grid = () => screen.getByRole('button', { name: 'Nov 1, 2026' }).parentElement!;
    expect(grid().firstElementChild).toHaveTextContent('Sun');
    expect(grid().children[7]).toHaveAccessibleName('Nov 1, 2026');
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, weekStart: 'monday' }));
    expect(grid().firstElementChild).toHaveTextContent('Mon');
    // Monday first: the 1st (a Sunday) is the seventh cell of its week.
    expect(grid().children[7 + 6]).toHaveAccessibleName('Nov 1, 2026');
  });

  it('suggests seven activities at the next half hour plus an hour, for 30 minutes', async () => {
    routes([]);
    renderScreen(<MeTimeScreen now={now} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Get Suggestions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get Suggestions' });
    expect(within(dialog).getByText('Ideas for 10:00 AM–10:30 AM.')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule Meditate' }));
    const form = await screen.findByRole('dialog', { name: 'Schedule Me Time' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Meditate');
    expect(within(form).getByLabelText('Start')).toHaveValue('2026-11-23T10:00');
  });

  it('speaks Spanish: tabs, blocks, the calendar, suggestions and the form', async () => {
    routes([block({ isRecurring: true, recurrencePattern: 'weekly', daysOfWeek: ['monday', 'wednesday'] })]);
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <MeTimeScreen now={now} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Tiempo para mí' })).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'Read a book' });
    expect(within(upcoming).getByText('Se repite cada semana: lun, mié')).toBeInTheDocument();
    expect(within(upcoming).getByText('No molestar')).toBeInTheDocument();
    expect(within(upcoming).getByText('23 nov 2026 · 09:00–10:00 · Alex')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ahora mismo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ideas para cuidarte' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Calendario' }));
    expect(await screen.findByText('noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '23 nov 2026, con tiempo personal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver ideas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ver ideas' });
    expect(within(dialog).getByText('Ideas para 10:00–10:30.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservar Meditar' }));
    const form = await screen.findByRole('dialog', { name: 'Reservar tiempo para mí' });
    expect(within(form).getByLabelText('Título')).toHaveValue('Meditar');
    expect(within(form).getByRole('checkbox', { name: 'No molestar' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });
});
