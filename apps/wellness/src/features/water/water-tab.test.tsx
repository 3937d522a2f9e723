import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaterDayTotal, WaterGoal } from '@familyhub/contracts';
import { cleanUpAfterEach, fakeApi, json, type FakeRoute, renderScreen } from '@familyhub/ui/testing';
import { alex, mia, signedInAs } from '../../testing/wellness-fixtures';
import { WellnessScreen } from '../wellness-center';

cleanUpAfterEach();

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
    expect(within(today).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(today).getByText('24 oz of 16 oz · 100%')).toBeInTheDocument();
    const times = within(within(today).getByRole('region', { name: "Today's log" })).getAllByRole('listitem');
    expect(times.map((li) => li.textContent)).toEqual(['09:001 cups', '08:008 oz']);
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
