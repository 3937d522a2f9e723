import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { goalPercent, toOunces, WATER_DEFAULT_GOAL_OZ } from '@familyhub/contracts';
import {
  Badge,
  DashboardCard,
  EmptyState,
  ErrorPanel,
  PlaceholderList,
  type WidgetProps,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { useWellnessToday } from '../checkins';
import { useMedicationDay } from '../medications';
import { isoDateOf } from '../shared/dates';
import { sharedMessages } from '../shared/messages';
import { useWaterGoals, useWaterTotals } from '../water';
import { dashboardMessages } from './messages';

/**
 * The dashboard's Wellness Center card: today's medications still due, the caller's water so far, and whether the
 * caller wrote in their journal and checked in today (their own only: issue #33).
 */
export function WellnessCenterCard({ title, path }: WidgetProps) {
  useLiveUpdates();
  const t = useMessages(dashboardMessages);
  const words = useMessages(sharedMessages);
  const today = isoDateOf(new Date());
  const members = useMembers();
  const day = useMedicationDay(today);
  const totals = useWaterTotals(today, today, members.me?.id);
  const goals = useWaterGoals();
  const meds = (day.data?.pages.flatMap((p) => p.items) ?? []).filter((d) => d.status !== 'not_due');
  const due = meds.filter((d) => d.status === 'due');
  const goal = goals.data?.items.find((g) => g.userId === members.me?.id);
  const goalOz = goal ? toOunces(goal.dailyGoal, goal.unit) : WATER_DEFAULT_GOAL_OZ;
  const mine = useWellnessToday(today).data;
  const consumed = totals.data?.items.find((t) => t.userId === members.me?.id)?.totalOz ?? 0;

  return (
    <DashboardCard title={title} link={{ to: path, label: t('wellnessCenter.open') }} regionLabel={title}>
      {day.isPending || members.isPending ? (
        <PlaceholderList label={t('wellnessCenter.loading')} count={3} lineClassName="h-8 w-full" />
      ) : day.isError ? (
        <ErrorPanel
          title={t('wellnessCenter.error')}
          message={errorMessage(day.error)}
          onRetry={() => void day.refetch()}
          retryLabel={words('retry')}
        />
      ) : (
        <div className="grid gap-3">
          {meds.length === 0 ? (
            <EmptyState title={t('wellnessCenter.empty')} />
          ) : (
            <ul aria-label={t('wellnessCenter.list')} className="grid gap-1 text-sm">
              {meds.slice(0, 4).map((d) => (
                <li key={d.medication.id} className="flex items-center justify-between gap-2">
                  <span>
                    {d.medication.name} · {members.nameOf(d.medication.userId)}
                  </span>
                  <Badge variant={d.status === 'due' ? 'warning' : 'outline'}>
                    {words('status', { status: d.status })}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-muted-foreground">
            {t('wellnessCenter.summary', {
              due: due.length,
              consumed: Math.round(consumed),
              goal: Math.round(goalOz),
              percent: goalPercent(consumed, goalOz),
            })}
          </p>
          {mine ? (
            <p className="flex flex-wrap gap-2 text-sm">
              <Badge variant={mine.journalWritten ? 'success' : 'outline'}>
                {mine.journalWritten ? t('wellnessCenter.journalWritten') : t('wellnessCenter.noJournal')}
              </Badge>
              <Badge variant={mine.checkinDone ? 'success' : 'outline'}>
                {mine.checkinDone ? t('wellnessCenter.checkinDone') : t('wellnessCenter.noCheckin')}
              </Badge>
            </p>
          ) : null}
        </div>
      )}
    </DashboardCard>
  );
}
