import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { errorMessage, useLiveUpdates, useMembers, type Members } from '@familyhub/api-client';
import type { Reward } from '@familyhub/contracts';
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
  toast,
  lazyDialog,
} from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { PointsCard, useMemberPoints } from '../../points';
import {
  useRewards,
  useRedemptions,
  useDecideRedemption,
  useRedeemReward,
  useUpdateReward,
} from '../api/rewards-api';
import { sharedMessages } from '../../shared/messages';
import { rewardsMessages } from '../messages';
import { RewardProgress } from './reward-progress';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const RewardFormDialog = lazyDialog(() => import('./reward-form-dialog').then((m) => m.RewardFormDialog));

async function attempt(action: () => Promise<unknown>, done: string, failed: string) {
  try {
    await action();
    toast({ title: done });
  } catch (error) {
    toast({ variant: 'destructive', title: failed, description: errorMessage(error) });
  }
}

function PendingApprovals({ members }: { members: Members }) {
  const t = useMessages(rewardsMessages);
  const shared = useMessages(sharedMessages);
  const pending = useRedemptions({ status: 'pending' });
  const decide = useDecideRedemption();
  const items = pending.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('pending.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {pending.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('pending.empty')}</p>
        ) : (
          <ul aria-label={t('pending.list')} className="grid gap-2">
            {items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {t('pending.item', {
                    name: members.nameOf(r.redeemedById, shared('formerMember')),
                    title: r.rewardTitle,
                    points: r.pointsSpent,
                  })}
                </span>
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    onClick={() =>
                      void attempt(
                        () => decide.mutateAsync({ id: r.id, approve: true }),
                        t('pending.toast.approved'),
                        t('pending.toast.approveFailed'),
                      )
                    }
                  >
                    {t('pending.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      void attempt(
                        () => decide.mutateAsync({ id: r.id, approve: false }),
                        t('pending.toast.rejected'),
                        t('pending.toast.rejectFailed'),
                      )
                    }
                  >
                    {t('pending.reject')}
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
  const t = useMessages(rewardsMessages);
  const redeem = useRedeemReward();
  if (rewards.length === 0) {
    return <EmptyState title={t('available.empty.title')} description={t('available.empty.body')} />;
  }
  return (
    <ul aria-label={t('available.list')} className="grid gap-3 sm:grid-cols-2">
      {rewards.map((reward) => (
        <li key={reward.id} className="grid gap-2 rounded-lg border border-border p-4">
          <p className="font-medium">{reward.title}</p>
          {reward.description ? <p className="text-sm text-muted-foreground">{reward.description}</p> : null}
          <p className="text-sm">{t('available.cost', { points: reward.pointsCost })}</p>
          <Button
            size="sm"
            disabled={balance < reward.pointsCost || redeem.isPending}
            onClick={() =>
              void attempt(
                () => redeem.mutateAsync(reward.id),
                t('available.toast.redeemed', { title: reward.title }),
                t('available.toast.redeemFailed'),
              )
            }
          >
            {balance < reward.pointsCost
              ? t('available.needsMore', { points: reward.pointsCost - balance })
              : t('available.redeem')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function MyRedemptions({ memberId }: { memberId: number }) {
  const t = useMessages(rewardsMessages);
  const formats = useFormats();
  const mine = useRedemptions({ redeemedById: memberId });
  if (mine.isPending) return <Skeleton className="h-14 w-full" />;
  if (mine.isError) {
    return <ErrorPanel title={t('mine.error')} message={errorMessage(mine.error)} />;
  }
  const items = mine.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return <EmptyState title={t('mine.empty.title')} description={t('mine.empty.body')} />;
  }
  return (
    <ul aria-label={t('mine.list')} className="grid gap-2">
      {items.map((r) => (
        <li key={r.id} className="flex items-center justify-between rounded-lg border border-border p-3">
          <span>
            {t('mine.item', {
              title: r.rewardTitle,
              points: r.pointsSpent,
              date: formats.date(r.redeemedDate),
            })}
          </span>
          <Badge
            variant={r.status === 'approved' ? 'success' : r.status === 'rejected' ? 'outline' : 'warning'}
          >
            {t(`status.${r.status}`)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function ManageRewards() {
  const t = useMessages(rewardsMessages);
  const rewards = useRewards(true);
  const update = useUpdateReward();
  const [editing, setEditing] = useState<Reward | 'new' | null>(null);
  const items = rewards.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden />
          {t('manage.add')}
        </Button>
      </div>
      <ul aria-label={t('manage.list')} className="grid gap-2">
        {items.map((reward) => (
          <li
            key={reward.id}
            className="flex items-center justify-between gap-2 rounded-lg border border-border p-3"
          >
            <span>
              {t('manage.item', { title: reward.title, points: reward.pointsCost })}{' '}
              {reward.isActive ? null : <Badge variant="outline">{t('manage.inactive')}</Badge>}
            </span>
            <span className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(reward)}>
                {t('manage.edit')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void attempt(
                    () => update.mutateAsync({ id: reward.id, body: { isActive: !reward.isActive } }),
                    reward.isActive ? t('manage.toast.deactivated') : t('manage.toast.activated'),
                    t('manage.toast.updateFailed'),
                  )
                }
              >
                {reward.isActive ? t('manage.deactivate') : t('manage.activate')}
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
  const t = useMessages(rewardsMessages);
  const shared = useMessages(sharedMessages);
  useLiveUpdates();
  const members = useMembers();
  const myId = members.me?.id;
  const points = useMemberPoints(myId);
  const rewards = useRewards();
  const available = rewards.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="grid gap-6">
      <PageHeader title={t('screen.title')} description={t('screen.description')} />
      <div className="grid gap-4 md:grid-cols-[1fr_2fr]">
        <PointsCard memberId={myId} />
        <Card>
          <CardHeader>
            <CardTitle>{t('progress.title')}</CardTitle>
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
        <div role="status" aria-label={t('loading')} />
      ) : (
        <Tabs defaultValue="available">
          <TabsList>
            <TabsTrigger value="available">{t('tabs.available')}</TabsTrigger>
            <TabsTrigger value="mine">{t('tabs.mine')}</TabsTrigger>
            {members.organiser ? <TabsTrigger value="manage">{t('tabs.manage')}</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="available">
            {rewards.isError ? (
              <ErrorPanel
                title={t('error.load')}
                message={errorMessage(rewards.error)}
                onRetry={() => void rewards.refetch()}
                retryLabel={shared('retry')}
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
