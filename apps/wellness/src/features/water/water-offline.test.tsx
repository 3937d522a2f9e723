import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeQueue } from '@familyhub/api-client';
import { cleanUpAfterEach, fakeApi, json, renderScreen, withOfflineQueue } from '@familyhub/ui/testing';
import { alex, mia, signedInAs } from '../../testing/wellness-fixtures';
import { WellnessScreen } from '../wellness-center';

cleanUpAfterEach();

const now = () => new Date(2026, 10, 23, 9, 30);
const empty = { items: [], nextCursor: null };

const { goOffline } = withOfflineQueue();

describe('/wellness Water Intake offline (issue #31)', () => {
  it('keeps a quick-added drink with no network: in the log and the bar at once, waiting to sync', async () => {
    const { calls } = fakeApi({
      ...signedInAs(alex),
      'GET /api/affirmations/daily?date=2026-11-23': json({
        id: 1,
        content: 'Breathe.',
        category: null,
        author: null,
      }),
      'GET /api/medications/today?date=2026-11-23&limit=200': json(empty),
      'GET /api/medications/today?date=2026-11-23&limit=200&userId=3': json(empty),
      'GET /api/water-goals?limit=200': json(empty),
      'GET /api/water-intakes/totals?from=2026-11-17&to=2026-11-23': json({ items: [] }),
      'GET /api/water-intakes/totals?from=2026-11-17&to=2026-11-23&userId=3': json({
        items: [{ userId: mia.id, date: '2026-11-23', totalOz: 8 }],
      }),
      'GET /api/water-intakes?userId=3&from=2026-11-23&to=2026-11-23&limit=200': json({
        items: [
          { id: 1, userId: 3, amount: 8, unit: 'oz', date: '2026-11-23', time: '08:00', createdAt: '' },
        ],
        nextCursor: null,
      }),
    });
    renderScreen(<WellnessScreen now={now} />);
    await userEvent.selectOptions(await screen.findByLabelText('Family member'), 'Mia');
    await userEvent.click(screen.getByRole('tab', { name: 'Water Intake' }));
    const today = await screen.findByRole('region', { name: "Mia's water today" });
    expect(await within(today).findByText('8 oz of 64 oz · 13%')).toBeInTheDocument();
    await within(today).findByRole('listitem');

    goOffline();
    const sent = calls.length;
    await userEvent.click(within(today).getByRole('button', { name: 'Add 8 oz' }));

    expect(await within(today).findByText('16 oz of 64 oz · 25%')).toBeInTheDocument();
    const log = within(today).getByRole('region', { name: "Today's log" });
    const rows = within(log).getAllByRole('listitem');
    expect(rows.map((li) => li.textContent)).toEqual(['09:30 AMWaiting to sync8 oz', '08:00 AM8 oz']);
    await waitFor(() => expect(writeQueue().getState().pending).toHaveLength(1));
    expect(writeQueue().getState().pending[0]).toMatchObject({
      request: {
        method: 'POST',
        path: '/api/water-intakes',
        body: { userId: mia.id, amount: 8, unit: 'oz', date: '2026-11-23', time: '09:30' },
      },
      resource: 'water-intakes',
      label: 'Log 8 oz of water',
    });
    expect(calls.slice(sent)).toEqual([]);
  });
});
