import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { errorMessage, useLiveUpdates, useMembers, type Members } from '@familyhub/api-client';
import type { Reward, RewardRedemption } from '@familyhub/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorPanel,
  PageHeader,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@familyhub/ui';
import { PointsCard, useMemberPoints } from '../../points';
import {
  useRewards,
  useRedemptions,
  useDecideRedemption,
  useRedeemReward,
  useUpdateReward,
} from '../api/rewards-api';
import { RewardProgress } from './reward-progress';
import { RewardFormDialog } from './reward-form-dialog';

const statusLabel: Record<RewardRedemption['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

async function attempt(action: () => Promise<unknown>, done: string, failed: string) {
  try {
    await action();
    toast({ title: done });
  } catch (error) {
    toast({ variant: 'destructive', title: failed, description: errorMessage(error) });
  }
}

function PendingApprovals({ members }: { members: Members }) {
  const pending = useRedemptions({ status: 'pending' });
  const decide = useDecideRedemption();
  const items = pending.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending Approvals</CardTitle>
      </CardHeader>
      <CardContent>
        {pending.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing waits for your approval.</p>
        ) : (
          <ul aria-label="Pending approvals" className="grid gap-2">
            {items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {members.nameOf(r.redeemedById)} — {r.rewardTitle} ({r.pointsSpent} points)
                </span>
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    onClick={() =>
                      void attempt(
                        () => decide.mutateAsync({ id: r.id, approve: true }),
                        'Reward approved',
                        'Failed to approve reward',
                      )
                    }
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      void attempt(
                        () => decide.mutateAsync({ id: r.id, approve: false }),
                        'Reward rejected, points returned',
                        'Failed to reject reward',
                      )
                    }
                  >
                    Reject
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AvailableRewards({ rewards, balance }: { rewards: readonly Reward[]; balance: number }) {
  const redeem = useRedeemReward();
  if (rewards.length === 0) {
    return <EmptyState title="No rewards yet" description="A parent can add rewards under Manage Rewards." />;
  }
  return (
    <ul aria-label="Available rewards" className="grid gap-3 sm:grid-cols-2">
      {rewards.map((reward) => (
        <li key={reward.id} className="grid gap-2 rounded-lg border border-border p-4">
          <p className="font-medium">{reward.title}</p>
          {reward.description ? <p className="text-sm text-muted-foreground">{reward.description}</p> : null}
          <p className="text-sm">{reward.pointsCost} points</p>
          <Button
            size="sm"
            disabled={balance < reward.pointsCost || redeem.isPending}
            onClick={() =>
              void attempt(
                () => redeem.mutateAsync(reward.id),
                `Redeemed ${reward.title}: waiting for approval`,
                'Failed to redeem reward',
              )
            }
          >
            {balance < reward.pointsCost ? `Needs ${reward.pointsCost - balance} more points` : 'Redeem'}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function MyRedemptions({ memberId }: { memberId: number }) {
  const mine = useRedemptions({ redeemedById: memberId });
  if (mine.isPending) return <Skeleton className="h-14 w-full" />;
  if (mine.isError) {
    return <ErrorPanel title="Could not load redemptions" message={errorMessage(mine.error)} />;
  }
  const items = mine.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return <EmptyState title="No redemptions yet" description="Redeem a reward you have the points for." />;
  }
  return (
    <ul aria-label="My redemptions" className="grid gap-2">
      {items.map((r) => (
        <li key={r.id} className="flex items-center justify-between rounded-lg border border-border p-3">
          <span>
            {r.rewardTitle} · {r.pointsSpent} points · {r.redeemedDate.slice(0, 10)}
          </span>
          <Badge
            variant={r.status === 'approved' ? 'success' : r.status === 'rejected' ? 'outline' : 'warning'}
          >
            {statusLabel[r.status]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function ManageRewards() {
  const rewards = useRewards(true);
  const update = useUpdateReward();
  const [editing, setEditing] = useState<Reward | 'new' | null>(null);
  const items = rewards.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden />
          Add Reward
        </Button>
      </div>
      <ul aria-label="Manage rewards" className="grid gap-2">
        {items.map((reward) => (
          <li
            key={reward.id}
            className="flex items-center justify-between gap-2 rounded-lg border border-border p-3"
          >
            <span>
              {reward.title} · {reward.pointsCost} points{' '}
              {reward.isActive ? null : <Badge variant="outline">Inactive</Badge>}
            </span>
            <span className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(reward)}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void attempt(
                    () => update.mutateAsync({ id: reward.id, body: { isActive: !reward.isActive } }),
                    reward.isActive ? 'Reward deactivated' : 'Reward activated',
                    'Failed to update reward',
                  )
                }
              >
                {reward.isActive ? 'Deactivate' : 'Activate'}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <RewardFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        reward={editing === 'new' || editing === null ? undefined : editing}
      />
    </div>
  );
}

/** /rewards (001 §2): progress toward the three cheapest, Pending Approvals for parents and admins, three tabs. */
export function RewardsScreen() {
  useLiveUpdates();
  const members = useMembers();
  const myId = members.me?.id;
  const points = useMemberPoints(myId);
  const rewards = useRewards();
  const available = rewards.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid gap-6">
      <PageHeader title="Rewards" description="Spend the points earned with chores." />
      <div className="grid gap-4 md:grid-cols-[1fr_2fr]">
        <PointsCard memberId={myId} />
        <Card>
          <CardHeader>
            <CardTitle>Progress</CardTitle>
          </CardHeader>
          <CardContent>
            {rewards.isPending || points.isPending ? (
              <Skeleton className="h-16 w-full" />
            ) : (
              <RewardProgress rewards={available} balance={points.balance} />
            )}
          </CardContent>
        </Card>
      </div>
      {members.organiser ? <PendingApprovals members={members} /> : null}
      {myId === undefined ? (
        <div role="status" aria-label="Loading rewards" />
      ) : (
        <Tabs defaultValue="available">
          <TabsList>
            <TabsTrigger value="available">Available Rewards</TabsTrigger>
            <TabsTrigger value="mine">My Redemptions</TabsTrigger>
            {members.organiser ? <TabsTrigger value="manage">Manage Rewards</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="available">
            {rewards.isError ? (
              <ErrorPanel
                title="Could not load rewards"
                message={errorMessage(rewards.error)}
                onRetry={() => void rewards.refetch()}
              />
            ) : (
              <AvailableRewards rewards={available} balance={points.balance} />
            )}
          </TabsContent>
          <TabsContent value="mine">
            <MyRedemptions memberId={myId} />
          </TabsContent>
          {members.organiser ? (
            <TabsContent value="manage">
              <ManageRewards />
            </TabsContent>
          ) : null}
        </Tabs>
      )}
    </div>
  );
}
