import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultLanguageSettings,
  type ChoreAssignment,
  type ChoreAssignmentPage,
  type ChorePage,
  type PointsBalances,
  type PointsEntry,
} from '@familyhub/contracts';
import {
  cleanUpAfterEach,
  fakeApi,
  type FakeRoute,
  json,
  member,
  never,
  renderScreen,
  signedInAs,
} from '@familyhub/ui/testing';
import { getToasts } from '@familyhub/ui';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import { ChoresScreen } from '.';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
const emma = member({ id: 2, name: 'Emma Johnson', role: 'child' });
const liam = member({ id: 3, name: 'Liam Johnson', role: 'child' });
const family = [parent, emma, liam];

function turnOf(id: number, overrides: Partial<ChoreAssignment> = {}): ChoreAssignment {
  return {
    id,
    choreId: 10 + id,
    choreTitle: `Chore ${id}`,
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
    ...overrides,
  };
}
const page = (items: ChoreAssignment[]): ChoreAssignmentPage => ({ items, nextCursor: null });
const counts = { assigned: 1, completed: 1, verified: 4, overdue: 0 };
const points = (memberId: number, balance: number, held = 0): PointsBalances => ({
  members: [{ memberId, balance, held }],
});

function routesFor(me: typeof parent, turns: ChoreAssignment[], extra: Record<string, FakeRoute> = {}) {
  return {
    ...signedInAs(me, family),
    'GET /api/points': json(points(me.id, 35)),
    [`GET /api/chore-assignments/summary?assignedToId=${me.id}`]: json(counts),
    [`GET /api/chore-assignments?assignedToId=${me.id}`]: json(
      page(turns.filter((t) => t.assignedToId === me.id)),
    ),
    'GET /api/chore-assignments': json(page(turns)),
    ...extra,
  };
}

const entry = (id: number, pts: number, kind: PointsEntry['kind'], reason: string): PointsEntry => ({
  id,
  memberId: emma.id,
  points: pts,
  kind,
  reason,
  createdById: parent.id,
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe('ChoresScreen', () => {
  it('speaks Spanish: counts, tabs, turns and the reject dialog', async () => {
    fakeApi(
      routesFor(parent, [
        turnOf(1, { status: 'completed' }),
        turnOf(2, { assignedToId: liam.id, rejectionNote: 'Again' }),
      ]),
    );
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <ChoresScreen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Tareas' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Aprobadas')).toHaveTextContent('4');
    expect(screen.getByRole('tab', { name: 'Gestionar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Todas las tareas' }));
    const all = await screen.findByRole('list', { name: 'Todas las tareas' });
    const [first, second] = within(all).getAllByRole('listitem');
    expect(first).toHaveTextContent('Emma Johnson · 23 nov 2026 – 29 nov 2026 · 10 puntos');
    expect(first).toHaveTextContent('Hecha');
    expect(second).toHaveTextContent('Devuelta: Again');
    await userEvent.click(within(first).getByRole('button', { name: 'Devolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver tarea' });
    expect(within(dialog).getByLabelText('Qué falta por hacer')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('speaks Spanish in the points card and the points history', async () => {
    fakeApi(
      routesFor(parent, [], {
        [`GET /api/points/ledger?limit=25&memberId=${parent.id}`]: json({
          items: [entry(1, 25, 'chore', 'Take out the bins')],
          nextCursor: null,
        }),
      }),
    );
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <ChoresScreen />
      </Suspense>,
    );
    expect(await screen.findByLabelText('Mi saldo de puntos')).toHaveTextContent('35');
    expect(screen.getByText('Mis puntos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Puntos' }));
    const history = await screen.findByRole('list', { name: 'Historial de puntos de Sarah Johnson' });
    expect(history).toHaveTextContent('Tarea · 23/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ajustar puntos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar puntos' });
    expect(within(dialog).getByLabelText('Puntos (+ o −)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('shows the points card and status counts while the lists load', async () => {
    fakeApi({ ...routesFor(emma, []), [`GET /api/chore-assignments?assignedToId=${emma.id}`]: never });
    renderScreen(<ChoresScreen />);
    expect(await screen.findByLabelText('My points balance')).toHaveTextContent('35');
    expect(await screen.findByLabelText('Verified')).toHaveTextContent('4');
    expect(await screen.findByRole('status', { name: 'Loading chores' })).toBeInTheDocument();
  });

  it('lets a child mark their own chore complete, with no Manage tab and no Verify', async () => {
    const { calls } = fakeApi(
      routesFor(emma, [turnOf(1), turnOf(2, { assignedToId: liam.id, status: 'completed' })], {
        'POST /api/chore-assignments/1/complete': json(turnOf(1, { status: 'completed' })),
      }),
    );
    renderScreen(<ChoresScreen />);
    const mine = await screen.findByRole('list', { name: 'My chores' });
    expect(screen.queryByRole('tab', { name: 'Manage' })).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/chore-assignments/1/complete' }),
      ),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'All Chores' }));
    const all = await screen.findByRole('list', { name: 'All chores' });
    expect(within(all).getByText('Chore 2')).toBeInTheDocument();
    expect(within(all).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('lets a parent verify a completed chore, and reject one with a note', async () => {
    const turns = [
      turnOf(1, { status: 'completed' }),
      turnOf(2, { assignedToId: liam.id, status: 'completed' }),
    ];
    const { calls } = fakeApi(
      routesFor(parent, turns, {
        'POST /api/chore-assignments/1/verify': json(turnOf(1, { status: 'verified', pointsAwarded: 10 })),
        'POST /api/chore-assignments/2/reject': json(turnOf(2, { rejectionNote: 'Again' })),
      }),
    );
    renderScreen(<ChoresScreen />);
    await userEvent.click(await screen.findByRole('tab', { name: 'All Chores' }));
    const all = await screen.findByRole('list', { name: 'All chores' });
    const [first, second] = within(all).getAllByRole('listitem');
    await userEvent.click(within(first).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/chore-assignments/1/verify' }),
      ),
    );
    await userEvent.click(within(second).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Chore' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say what still needs doing')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('What still needs doing'), 'Again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/chore-assignments/2/reject',
        body: { note: 'Again' },
      }),
    );
  });

  it('saves a rotating chore from the Manage tab, 10 points unless changed', async () => {
    const { calls } = fakeApi(
      routesFor(parent, [], {
        'GET /api/chores': json({ items: [], nextCursor: null } satisfies ChorePage),
        'POST /api/chores': ({ body }) => ({ status: 201, body: { id: 9, ...(body as object) } }),
      }),
    );
    renderScreen(<ChoresScreen />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Manage' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Chore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Chore' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose who does the chore')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Take out the bins');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Liam Johnson' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Emma Johnson' }));
    expect(within(dialog).getByText('turn 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/chores',
        body: {
          title: 'Take out the bins',
          description: null,
          points: 10,
          frequency: 'weekly',
          isActive: true,
          assigneeIds: [liam.id, emma.id],
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a child their own points history, every change with its reason', async () => {
    const { calls } = fakeApi(
      routesFor(emma, [], {
        'GET /api/points/ledger?limit=25': json({
          items: [
            entry(3, -120, 'allowance', 'Converted to allowance'),
            entry(2, -20, 'reward', 'Ice cream'),
            entry(1, 25, 'chore', 'Take out the bins'),
          ],
          nextCursor: null,
        }),
      }),
    );
    renderScreen(<ChoresScreen />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Points' }));
    const history = await screen.findByRole('list', { name: 'My points history' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Converted to allowance'),
      expect.stringContaining('Ice cream'),
      expect.stringContaining('Take out the bins'),
    ]);
    expect(rows[0]).toHaveTextContent('To allowance');
    expect(rows[0]).toHaveTextContent('−120');
    expect(rows[2]).toHaveTextContent('+25');
    expect(screen.queryByRole('button', { name: 'Adjust Points' })).not.toBeInTheDocument();
    // A child's history is asked for without a member: the server answers their own.
    expect(calls.some((c) => c.path.startsWith('/api/points/ledger?') && c.path.includes('memberId'))).toBe(
      false,
    );
  });

  it('lets a parent pick a member and adjust their points with a reason', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      routesFor(parent, [], {
        [`GET /api/points/ledger?limit=25&memberId=${parent.id}`]: json({ items: [], nextCursor: null }),
        [`GET /api/points/ledger?limit=25&memberId=${emma.id}`]: json({
          items: [entry(1, 25, 'chore', 'Take out the bins')],
          nextCursor: null,
        }),
        'POST /api/points/adjustments': json({ memberId: emma.id, balance: 35 }, 201),
      }),
    );
    renderScreen(<ChoresScreen />);
    await user.click(await screen.findByRole('tab', { name: 'Points' }));
    expect(await screen.findByText('No points yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Whose points'), 'Emma Johnson');
    expect(await screen.findByRole('list', { name: "Emma Johnson's points history" })).toHaveTextContent(
      'Take out the bins',
    );
    await user.click(screen.getByRole('button', { name: 'Adjust Points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Points' });
    expect(within(dialog).getByLabelText('Member')).toHaveValue(String(emma.id));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Points (+ or −)'), '10');
    await user.type(within(dialog).getByLabelText('Reason'), 'Helped a neighbour');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Points adjusted'));
    expect(getToasts()[0]?.description).toBe('Emma Johnson now has 35 points');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      memberId: emma.id,
      points: 10,
      reason: 'Helped a neighbour',
    });
  });
});
