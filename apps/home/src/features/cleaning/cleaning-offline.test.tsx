import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CleaningSession } from '@familyhub/contracts';
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
import { CleaningScreen } from '.';

cleanUpAfterEach();

const emma = member({ id: 2, name: 'Emma Johnson', role: 'child' });
const step = (id: number, name: string) => ({
  id,
  templateTaskId: id - 10,
  name,
  order: id - 11,
  isRequired: true,
  isCompleted: false,
  completedAt: null,
  completedById: null,
});
const session: CleaningSession = {
  id: 7,
  templateId: 4,
  templateName: 'Kitchen reset',
  area: 'Kitchen',
  startedAt: '2026-11-23T08:00:00.000Z',
  completedAt: null,
  completedById: null,
  notes: null,
  createdById: 2,
  tasks: [step(11, 'Counters'), step(12, 'Taps')],
};

const { goOffline } = withOfflineQueue();

describe('Cleaning offline (issue #31)', () => {
  it('keeps a ticked step with no network: ticked at once, waiting to sync, nothing sent', async () => {
    const { calls } = fakeApi({
      ...signedInAs(emma, [emma]),
      'GET /api/cleaning/templates': json(page([])),
      'GET /api/cleaning/sessions?state=open': json(page([session])),
      'GET /api/cleaning/sessions?state=finished': json(page([])),
    });
    renderScreen(<CleaningScreen />);
    const checklist = await screen.findByRole('list', { name: 'Kitchen reset checklist' });
    expect(screen.getByText(/0 of 2 tasks done/)).toBeInTheDocument();

    goOffline();
    const sent = calls.length;
    await userEvent.click(within(checklist).getByRole('checkbox', { name: 'Counters' }));

    expect(within(checklist).getByRole('checkbox', { name: 'Counters' })).toBeChecked();
    expect(screen.getByText(/1 of 2 tasks done/)).toBeInTheDocument();
    const [counters, taps] = within(checklist).getAllByRole('listitem');
    expect(await within(counters).findByText('Waiting to sync')).toBeInTheDocument();
    expect(within(counters).getByText(/Emma Johnson/)).toBeInTheDocument();
    expect(within(taps).queryByText('Waiting to sync')).not.toBeInTheDocument();
    await waitFor(() => expect(writeQueue().getState().pending).toHaveLength(1));
    expect(writeQueue().getState().pending[0]).toMatchObject({
      request: { method: 'PATCH', path: '/api/cleaning/sessions/7/tasks/11', body: { isCompleted: true } },
      resource: 'cleaning',
      label: 'Tick “Counters”',
    });
    expect(calls.slice(sent)).toEqual([]);
  });
});
