import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type ChoreAssignment } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
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
import { ChoresScreen } from '.';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
const emma = member({ id: 2, name: 'Emma Johnson', role: 'child' });

const dishes: ChoreAssignment = {
  id: 5,
  choreId: 15,
  choreTitle: 'Dishes',
  points: 10,
  frequency: 'weekly',
  assignedToId: emma.id,
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  status: 'assigned',
  overdue: false,
  completedDate: null,
  completedById: null,
  verifiedById: null,
  pointsAwarded: null,
  rejectionNote: null,
};

const { goOffline } = withOfflineQueue();

describe('Chores offline (issue #31)', () => {
  it('names a change kept offline in the member’s language', async () => {
    fakeApi({
      ...signedInAs(emma, [parent, emma]),
      'GET /api/points': json({ members: [{ memberId: emma.id, balance: 35, held: 0 }] }),
      [`GET /api/chore-assignments/summary?assignedToId=${emma.id}`]: json({
        assigned: 1,
        completed: 0,
        verified: 0,
        overdue: 0,
      }),
      [`GET /api/chore-assignments?assignedToId=${emma.id}`]: json(page([dishes])),
    });
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <ChoresScreen />
      </Suspense>,
    );
    const mine = await screen.findByRole('list', { name: 'Mis tareas' });
    const row = within(mine).getByText('Dishes').closest('li') as HTMLElement;
    goOffline();
    await userEvent.click(within(row).getByRole('button', { name: 'Marcar como hecha' }));
    expect(await within(row).findByText('Pendiente de sincronizar')).toBeInTheDocument();
    await waitFor(() => expect(writeQueue().getState().pending).toHaveLength(1));
    expect(writeQueue().getState().pending[0]).toMatchObject({ label: 'Marcar «Dishes» como hecha' });
  });

  it('keeps a chore ticked done with no network: shown at once, waiting to sync, nothing sent', async () => {
    const { calls } = fakeApi({
      ...signedInAs(emma, [parent, emma]),
      'GET /api/points': json({ members: [{ memberId: emma.id, balance: 35, held: 0 }] }),
      [`GET /api/chore-assignments/summary?assignedToId=${emma.id}`]: json({
        assigned: 1,
        completed: 0,
        verified: 0,
        overdue: 0,
      }),
      [`GET /api/chore-assignments?assignedToId=${emma.id}`]: json(page([dishes])),
      'GET /api/chore-assignments': json(page([dishes])),
    });
    renderScreen(<ChoresScreen />);
    const mine = await screen.findByRole('list', { name: 'My chores' });
    const row = within(mine).getByText('Dishes').closest('li') as HTMLElement;
    expect(within(row).getByText('Assigned')).toBeInTheDocument();

    goOffline();
    const sent = calls.length;
    await userEvent.click(within(row).getByRole('button', { name: 'Mark Complete' }));

    expect(await within(row).findByText('Waiting to sync')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    await waitFor(() => expect(writeQueue().getState().pending).toHaveLength(1));
    expect(writeQueue().getState().pending[0]).toMatchObject({
      request: { method: 'POST', path: `/api/chore-assignments/${dishes.id}/complete` },
      resource: 'chore-assignments',
      label: 'Mark “Dishes” done',
    });
    expect(calls.slice(sent)).toEqual([]);
  });
});
