import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type WaterDayTotal, type WaterGoal } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { cleanUpAfterEach, fakeApi, json, never, type FakeRoute, renderScreen } from '@familyhub/ui/testing';
import { alex, mia, signedInAs } from '../../testing/wellness-fixtures';
import { WellnessScreen } from '../wellness-center';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const now = () => new Date(2026, 10, 23, 9, 30);
const goal: WaterGoal = {
  id: 4,
  userId: mia.id,
  dailyGoal: 16,
  unit: 'oz',
  reminder: false,
  reminderFrequency: 60,
  startTime: '08:00',
  endTime: '20:00',
  timeZone: 'UTC',
};

function routes(totals: WaterDayTotal[], extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    ...signedInAs(alex),
    'GET /api/affirmations/daily?date=2026-11-23': json({
      id: 1,
      content: 'Breathe.',
      category: null,
      author: null,
    }),
    'GET /api/medications/today?date=2026-11-23&limit=200': json({ items: [], nextCursor: null }),
    'GET /api/medications/today?date=2026-11-23&limit=200&userId=3': json({ items: [], nextCursor: null }),
    'GET /api/water-goals?limit=200': json({ items: [goal], nextCursor: null }),
    'GET /api/water-intakes/totals?from=2026-11-17&to=2026-11-23': json({ items: totals }),
    'GET /api/water-intakes/totals?from=2026-11-17&to=2026-11-23&userId=3': json({ items: totals }),
    'GET /api/water-intakes?userId=3&from=2026-11-23&to=2026-11-23&limit=200': json({
      items: [
        { id: 1, userId: 3, amount: 8, unit: 'oz', date: '2026-11-23', time: '08:00', createdAt: '' },
        { id: 2, userId: 3, amount: 1, unit: 'cups', date: '2026-11-23', time: '09:00', createdAt: '' },
      ],
      nextCursor: null,
    }),
    ...extra,
  });
}

async function openWaterTab() {
  renderScreen(<WellnessScreen now={now} />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Water Intake' }));
}

describe('/wellness Water Intake', () => {
  it('shows a card per member with progress against the goal (64 oz without one)', async () => {
    routes([{ userId: mia.id, date: '2026-11-23', totalOz: 8 }]);
    await openWaterTab();
    const miaCard = await screen.findByRole('region', { name: "Mia's water" });
    expect(within(miaCard).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(miaCard).getByText('8 oz of 16 oz · 50%')).toBeInTheDocument();
    const alexCard = screen.getByRole('region', { name: "Alex's water" });
    expect(within(alexCard).getByText('0 oz of 64 oz · 0%')).toBeInTheDocument();
    expect(screen.getByText('Water Facts')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Last 7 days' })).toBeInTheDocument();
  });

  it('quick-adds from 8 by 8 for one member, the log newest first, and the bar caps at 100 %', async () => {
    const api = routes([{ userId: mia.id, date: '2026-11-23', totalOz: 24 }], {
      'POST /api/water-intakes': json({ id: 3 }, 201),
    });
    renderScreen(<WellnessScreen now={now} />);
    await userEvent.selectOptions(await screen.findByLabelText('Family member'), 'Mia');
    await userEvent.click(screen.getByRole('tab', { name: 'Water Intake' }));
    const today = await screen.findByRole('region', { name: "Mia's water today" });
    expect(await within(today).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(today).getByText('24 oz of 16 oz · 100%')).toBeInTheDocument();
    const log = within(today).getByRole('region', { name: "Today's log" });
    const times = await within(log).findAllByRole('listitem');
    expect(times.map((li) => li.textContent)).toEqual(['09:00 AM1 cup', '08:00 AM8 oz']);
    expect(within(today).getByRole('button', { name: 'Less water' })).toBeDisabled();
    await userEvent.click(within(today).getByRole('button', { name: 'More water' }));
    await userEvent.click(within(today).getByRole('button', { name: 'Add 16 oz' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        userId: mia.id,
        amount: 16,
        unit: 'oz',
        date: '2026-11-23',
        time: '09:30',
      }),
    );
  });

  it('updates a member’s goal and creates one for a member without', async () => {
    const api = routes([], {
      'PATCH /api/water-goals/4': json(goal),
      'POST /api/water-goals': json({ ...goal, id: 5, userId: alex.id }, 201),
    });
    await openWaterTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Set Daily Goal' }));
    let dialog = await screen.findByRole('dialog', { name: 'Set Daily Goal' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Person'), 'Mia');
    expect(within(dialog).getByLabelText('Daily goal')).toHaveValue(16);
    await userEvent.clear(within(dialog).getByLabelText('Daily goal'));
    await userEvent.type(within(dialog).getByLabelText('Daily goal'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Daily goal must be at least 1')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Daily goal'));
    await userEvent.type(within(dialog).getByLabelText('Daily goal'), '48');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ dailyGoal: 48 });

    await userEvent.click(screen.getByRole('button', { name: 'Set Daily Goal' }));
    dialog = await screen.findByRole('dialog', { name: 'Set Daily Goal' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Person'), 'Alex');
    expect(within(dialog).getByLabelText('Daily goal')).toHaveValue(64);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      userId: alex.id,
      dailyGoal: 64,
    });
  });

  it('adds water intake with the spec’s texts', async () => {
    const api = routes([], { 'POST /api/water-intakes': json({ id: 9 }, 201) });
    await openWaterTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Water Intake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Water Intake' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue(8);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please fill in all required fields.')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Person'), 'Mia');
    await userEvent.selectOptions(within(dialog).getByLabelText('Unit'), 'ml');
    await userEvent.clear(within(dialog).getByLabelText('Amount'));
    await userEvent.type(within(dialog).getByLabelText('Amount'), '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: mia.id,
      amount: 250,
      unit: 'ml',
      date: '2026-11-23',
      time: '09:30',
    });
  });
});

describe('/wellness Water Intake while it loads or fails', () => {
  const down = { status: 500, body: { error: 'internal_error', message: 'The wellness service is down.' } };
  const totalsPath = 'GET /api/water-intakes/totals?from=2026-11-17&to=2026-11-23';
  const logPath = 'GET /api/water-intakes?userId=3&from=2026-11-23&to=2026-11-23&limit=200';
  const downWhile =
    (isFailing: () => boolean, body: unknown): FakeRoute =>
    () =>
      isFailing() ? down : { status: 200, body };

  async function openMiasWater() {
    renderScreen(<WellnessScreen now={now} />);
    await userEvent.selectOptions(await screen.findByLabelText('Family member'), 'Mia');
    await userEvent.click(screen.getByRole('tab', { name: 'Water Intake' }));
    return screen.findByRole('region', { name: "Mia's water today" });
  }

  it('names the progress and today’s log while they load, with the rest of the tab already there', async () => {
    routes([], {
      [`${totalsPath}&userId=3`]: never,
      'GET /api/water-goals?limit=200': never,
      [logPath]: never,
    });
    const today = await openMiasWater();
    expect(within(today).getByRole('status', { name: 'Loading water intake' })).toBeInTheDocument();
    const log = within(today).getByRole('region', { name: "Today's log" });
    expect(within(log).getByRole('status', { name: "Loading today's log" })).toBeInTheDocument();
    expect(within(log).queryByText('Nothing logged yet today.')).not.toBeInTheDocument();
    expect(within(today).getByRole('button', { name: 'Add 8 oz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Water Intake' })).toBeInTheDocument();
    expect(screen.getByText('Water Facts')).toBeInTheDocument();
  });

  it('keeps the chart when the goals fail, says so, and Retry brings the cards', async () => {
    let failing = true;
    routes([{ userId: mia.id, date: '2026-11-23', totalOz: 8 }], {
      'GET /api/water-goals?limit=200': downWhile(() => failing, { items: [goal], nextCursor: null }),
    });
    await openWaterTab();
    expect(await screen.findByText('Could not load water goals')).toBeInTheDocument();
    expect(screen.getByText(/The wellness service is down\./)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Last 7 days' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Mia's water" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set Daily Goal' })).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const miaCard = await screen.findByRole('region', { name: "Mia's water" });
    expect(within(miaCard).getByText('8 oz of 16 oz · 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Daily Goal' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load water goals')).not.toBeInTheDocument();
  });

  it('keeps today’s log when the totals fail, and Retry brings the progress', async () => {
    let failing = true;
    routes([], {
      [`${totalsPath}&userId=3`]: downWhile(() => failing, {
        items: [{ userId: mia.id, date: '2026-11-23', totalOz: 8 }],
      }),
    });
    const today = await openMiasWater();
    expect(await within(today).findByText('Could not load water intake')).toBeInTheDocument();
    expect(within(today).getByText(/The wellness service is down\./)).toBeInTheDocument();
    const log = within(today).getByRole('region', { name: "Today's log" });
    expect(await within(log).findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('figure', { name: 'Last 7 days' })).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(today).getByRole('button', { name: 'Retry' }));
    expect(await within(today).findByText('8 oz of 16 oz · 50%')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Last 7 days' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load water intake')).not.toBeInTheDocument();
  });

  it('keeps the progress when today’s log fails, and Retry brings the log', async () => {
    let failing = true;
    routes([{ userId: mia.id, date: '2026-11-23', totalOz: 8 }], {
      [logPath]: downWhile(() => failing, {
        items: [
          { id: 1, userId: 3, amount: 8, unit: 'oz', date: '2026-11-23', time: '08:00', createdAt: '' },
        ],
        nextCursor: null,
      }),
    });
    const today = await openMiasWater();
    const log = within(today).getByRole('region', { name: "Today's log" });
    expect(await within(log).findByText("Could not load today's log")).toBeInTheDocument();
    expect(within(log).queryByText('Nothing logged yet today.')).not.toBeInTheDocument();
    expect(await within(today).findByText('8 oz of 16 oz · 50%')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(log).getByRole('button', { name: 'Retry' }));
    expect((await within(log).findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      '08:00 AM8 oz',
    ]);
    expect(within(log).queryByText("Could not load today's log")).not.toBeInTheDocument();
  });

  it('says nothing is logged yet when today’s log is empty', async () => {
    routes([], { [logPath]: json({ items: [], nextCursor: null }) });
    const today = await openMiasWater();
    const log = within(today).getByRole('region', { name: "Today's log" });
    expect(await within(log).findByText('Nothing logged yet today.')).toBeInTheDocument();
    expect(within(log).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows each drink’s time on the clock the member chose', async () => {
    routes([{ userId: mia.id, date: '2026-11-23', totalOz: 16 }]);
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, hourCycle: 'h23' }));
    renderScreen(<WellnessScreen now={now} />);
    await userEvent.selectOptions(await screen.findByLabelText('Family member'), 'Mia');
    await userEvent.click(screen.getByRole('tab', { name: 'Water Intake' }));
    const log = within(await screen.findByRole('region', { name: "Mia's water today" })).getByRole('region', {
      name: "Today's log",
    });
    expect((await within(log).findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      '09:001 cup',
      '08:008 oz',
    ]);
  });

  it('speaks Spanish: progress, quick add, today’s log, facts and the goal dialog', async () => {
    routes([{ userId: mia.id, date: '2026-11-23', totalOz: 16 }]);
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <WellnessScreen now={now} />
      </Suspense>,
    );
    await userEvent.selectOptions(await screen.findByLabelText('Miembro de la familia'), 'Mia');
    await userEvent.click(screen.getByRole('tab', { name: 'Agua' }));
    const today = await screen.findByRole('region', { name: 'Agua de hoy de Mia' });
    expect(await within(today).findByText('16 oz de 16 oz · 100 %')).toBeInTheDocument();
    expect(within(today).getByRole('heading', { name: 'Progreso de hoy' })).toBeInTheDocument();
    expect(within(today).getByRole('button', { name: 'Añadir 8 oz' })).toBeInTheDocument();
    expect(within(today).getByRole('button', { name: 'Más agua' })).toBeInTheDocument();
    const log = within(today).getByRole('region', { name: 'Registro de hoy' });
    expect(await within(log).findByText('1 taza')).toBeInTheDocument();
    // Each drink's time on the member's clock: 24-hour in Spanish.
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['09:001 taza', '08:008 oz']);
    expect(screen.getByText('Datos sobre el agua')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Últimos 7 días' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Fijar meta diaria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fijar meta diaria' });
    expect(within(dialog).getByLabelText('Meta diaria')).toHaveValue(16);
    expect(within(dialog).getByRole('option', { name: '60 minutos' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'tazas' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });
});
