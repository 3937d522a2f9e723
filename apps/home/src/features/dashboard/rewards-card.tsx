import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { DashboardCard, ErrorPanel, PlaceholderList, type WidgetProps } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useMemberPoints } from '../points';
import { sharedMessages } from '../shared/messages';
import { dashboardMessages } from './messages';
import { RewardProgress, useRewards } from '../rewards';

/** The dashboard's Rewards card: the viewer's points and progress toward the cheapest rewards. */
export function RewardsCard({ title, path }: WidgetProps) {
  const t = useMessages(dashboardMessages);
  const shared = useMessages(sharedMessages);
  useLiveUpdates();
  const members = useMembers();
  const points = useMemberPoints(members.me?.id);
  const rewards = useRewards();
  return (
    <DashboardCard title={title} link={{ to: path, label: t('rewards.open') }} regionLabel={title}>
      {rewards.isPending || points.isPending ? (
        <PlaceholderList label={t('rewards.loading')} count={3} lineClassName="h-6 w-full" />
      ) : rewards.isError ? (
        <ErrorPanel
          title={t('rewards.error')}
          message={errorMessage(rewards.error)}
          onRetry={() => void rewards.refetch()}
          retryLabel={shared('retry')}
        />
      ) : (
        <div className="grid gap-3">
          <p className="text-sm">
            <span className="text-2xl font-semibold">{points.balance}</span>{' '}
            {t('rewards.points', { points: points.balance })}
          </p>
          <RewardProgress rewards={rewards.data.pages.flatMap((p) => p.items)} balance={points.balance} />
        </div>
      )}
    </DashboardCard>
  );
}
