import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EssentialItem } from '@familyhub/contracts';
import { writeQueue } from '@familyhub/api-client';
import {
  cleanUpAfterEach,
  fakeApi,
  json,
  member,
  page,
  renderScreen,
  signedInAs,
  withOfflineQueue,
} from '@familyhub/ui/testing';
import { EssentialItemsScreen } from '.';

cleanUpAfterEach();

const child = member({ id: 2, name: 'Emma Johnson', role: 'child' });
const toiletPaper: EssentialItem = {
  id: 3,
  name: 'Toilet paper',
  category: 'paper-goods',
  currentQuantity: 2,
  unit: 'rolls',
  reorderThreshold: 1,
  estimatedDurationDays: 3,
  reminderIntervalDays: 30,
  nextReminderDate: null,
  isAutoReorder: true,
  lastPurchased: null,
  lastRestocked: null,
  notes: null,
  reorderedAt: null,
  createdById: 1,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
};

const { goOffline } = withOfflineQueue();

describe('Essentials offline (issue #31)', () => {
  it('keeps "Used one" with no network: one fewer at once, waiting to sync, nothing sent', async () => {
    const { calls } = fakeApi({
      ...signedInAs(child),
      'GET /api/essential-items?limit=50': json(page([toiletPaper])),
    });
    renderScreen(<EssentialItemsScreen />);
    const row = (await screen.findByText(/Toilet paper/)).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('2 rolls');

    goOffline();
    const sent = calls.length;
    await userEvent.click(within(row).getByRole('button', { name: 'Used one Toilet paper' }));

    expect(await within(row).findByText('Waiting to sync')).toBeInTheDocument();
    expect(row).toHaveTextContent('1 rolls');
    expect(within(row).getByText('Needs reorder')).toBeInTheDocument();
    await waitFor(() => expect(writeQueue().getState().pending).toHaveLength(1));
    expect(writeQueue().getState().pending[0]).toMatchObject({
      request: { method: 'POST', path: '/api/essential-items/3/use' },
      resource: 'essential-items',
      label: 'Used one “Toilet paper”',
    });
    expect(calls.slice(sent)).toEqual([]);
  });
});
