import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { DashboardCard, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useMemberPoints } from '../points';
import { RewardProgress, useRewards } from '../rewards';

/** The dashboard's Rewards card: the viewer's points and progress toward the cheapest rewards. */
export function RewardsCard({ title, path }: WidgetProps) {
  useLiveUpdates();
  const members = useMembers();
  const points = useMemberPoints(members.me?.id);
  const rewards = useRewards();
  return (
    <DashboardCard title={title} link={{ to: path, label: 'Open Rewards' }} regionLabel={title}>
      {rewards.isPending || points.isPending ? (
        <PlaceholderList label="Loading rewards" count={3} lineClassName="h-6 w-full" />
      ) : rewards.isError ? (
        <ErrorPanel
          title="Could not load rewards"
          message={errorMessage(rewards.error)}
          onRetry={() => void rewards.refetch()}
        />
      ) : (
        <div className="grid gap-3">
          <p className="text-sm">
            <span className="text-2xl font-semibold">{points.balance}</span> points
          </p>
          <RewardProgress rewards={rewards.data.pages.flatMap((p) => p.items)} balance={points.balance} />
        </div>
      )}
    </DashboardCard>
  );
}
