import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLanguageSettings, type Reward, type RewardRedemption } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';
import {
  cleanUpAfterEach,
  fakeApi,
  json,
  member,
  renderScreen,
  signedInAs,
  type FakeRoute,
} from '@familyhub/ui/testing';
import { RewardsScreen } from '.';

cleanUpAfterEach();
afterEach(() => act(() => applyLanguageSettings(defaultLanguageSettings)));

const parent = member({ id: 1, name: 'Sarah Johnson', role: 'parent' });
const emma = member({ id: 2, name: 'Emma Johnson', role: 'child' });
const family = [parent, emma];

const rewardOf = (id: number, title: string, pointsCost: number): Reward => ({
  id,
  title,
  description: null,
  pointsCost,
  isActive: true,
  createdById: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
});
const redemptionOf = (id: number, overrides: Partial<RewardRedemption> = {}): RewardRedemption => ({
  id,
  rewardId: 5,
  rewardTitle: 'Ice cream',
  redeemedById: emma.id,
  redeemedDate: '2026-11-23T10:00:00.000Z',
  pointsSpent: 30,
  status: 'pending',
  approvedById: null,
  ...overrides,
});
const rewards = [
  rewardOf(5, 'Ice cream', 30),
  rewardOf(6, 'Movie night', 100),
  rewardOf(7, 'Bike', 500),
  rewardOf(8, 'Trip', 900),
];

function routesFor(me: typeof parent, balance: number, extra: Record<string, FakeRoute> = {}) {
  return {
    ...signedInAs(me, family),
    'GET /api/points': json({ members: [{ memberId: me.id, balance, held: 30 }] }),
    'GET /api/rewards': json({ items: rewards, nextCursor: null }),
    [`GET /api/reward-redemptions?redeemedById=${me.id}`]: json({
      items: [redemptionOf(3, { status: 'approved' })],
      nextCursor: null,
    }),
    ...extra,
  };
}

describe('RewardsScreen', () => {
  it('speaks Spanish: progress, what a child can redeem and their redemptions', async () => {
    fakeApi(routesFor(emma, 60));
    act(() => applyLanguageSettings({ ...defaultLanguageSettings, language: 'es' }));
    renderScreen(
      <Suspense fallback={null}>
        <RewardsScreen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Recompensas' })).toBeInTheDocument();
    expect(
      await screen.findByRole('progressbar', { name: 'Progreso hacia «Movie night»' }),
    ).toBeInTheDocument();
    const available = await screen.findByRole('list', { name: 'Recompensas disponibles' });
    expect(within(available).getAllByRole('button', { name: 'Canjear' })).toHaveLength(1);
    expect(within(available).getByRole('button', { name: 'Te faltan 40 puntos' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Mis canjes' }));
    const mine = await screen.findByRole('list', { name: 'Mis canjes' });
    expect(mine).toHaveTextContent('Ice cream · 30 puntos · 23 nov 2026');
    expect(mine).toHaveTextContent('Aprobado');
  });

  it('shows progress toward the three cheapest rewards, capped at 100 %, and the hold', async () => {
    fakeApi(routesFor(emma, 60));
    renderScreen(<RewardsScreen />);
    expect(await screen.findByLabelText('My points balance')).toHaveTextContent('60');
    expect(screen.getByText('30 held for pending rewards')).toBeInTheDocument();
    const bars = await screen.findAllByRole('progressbar');
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow')])).toEqual([
      ['Ice cream progress', '100'],
      ['Movie night progress', '60'],
      ['Bike progress', '12'],
    ]);
    // A child gets no Pending Approvals card and no Manage Rewards tab.
    expect(screen.queryByText('Pending Approvals')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Manage Rewards' })).not.toBeInTheDocument();
  });

  it('redeems what the child can afford, and sees My Redemptions', async () => {
    const { calls } = fakeApi(
      routesFor(emma, 60, {
        'POST /api/rewards/5/redeem': json(redemptionOf(9), 201),
      }),
    );
    renderScreen(<RewardsScreen />);
    const list = await screen.findByRole('list', { name: 'Available rewards' });
    expect(within(list).getByRole('button', { name: 'Needs 40 more points' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: 'Redeem' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/rewards/5/redeem' }),
      ),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'My Redemptions' }));
    const mine = await screen.findByRole('list', { name: 'My redemptions' });
    expect(within(mine).getByText('Approved')).toBeInTheDocument();
  });

  it('shows a parent the Pending Approvals card with Approve and Reject', async () => {
    const { calls } = fakeApi(
      routesFor(parent, 0, {
        'GET /api/reward-redemptions?status=pending': json({ items: [redemptionOf(4)], nextCursor: null }),
        'POST /api/reward-redemptions/4/approve': json(redemptionOf(4, { status: 'approved' })),
      }),
    );
    renderScreen(<RewardsScreen />);
    const pending = await screen.findByRole('list', { name: 'Pending approvals' });
    expect(within(pending).getByText(/Emma Johnson — Ice cream \(30 points\)/)).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/reward-redemptions/4/approve' }),
      ),
    );
  });

  it('lets a parent add a reward from Manage Rewards, checked with the contract’s words', async () => {
    const { calls } = fakeApi(
      routesFor(parent, 0, {
        'GET /api/reward-redemptions?status=pending': json({ items: [], nextCursor: null }),
        'GET /api/rewards?includeInactive=true': json({ items: rewards, nextCursor: null }),
        'POST /api/rewards': ({ body }) => ({
          status: 201,
          body: { ...rewardOf(11, 'x', 1), ...(body as object) },
        }),
      }),
    );
    renderScreen(<RewardsScreen />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Manage Rewards' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Reward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Reward' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Pizza night');
    await userEvent.type(within(dialog).getByLabelText('Points cost'), '80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/rewards',
        body: { title: 'Pizza night', description: null, pointsCost: 80, isActive: true },
      }),
    );
  });
});
