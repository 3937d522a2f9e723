import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { goalPercent, medicationStatusLabels, toOunces, WATER_DEFAULT_GOAL_OZ } from '@familyhub/contracts';
import {
  Badge,
  DashboardCard,
  EmptyState,
  ErrorPanel,
  PlaceholderList,
  type WidgetProps,
} from '@familyhub/ui';
import { useWellnessToday } from '../checkins';
import { useMedicationDay } from '../medications';
import { isoDateOf } from '../shared/dates';
import { useWaterGoals, useWaterTotals } from '../water';

/**
 * The dashboard's Wellness Center card: today's medications still due, the caller's water so far, and whether the
 * caller wrote in their journal and checked in today (their own only: issue #33).
 */
export function WellnessCenterCard({ title, path }: WidgetProps) {
  useLiveUpdates();
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
    <DashboardCard title={title} link={{ to: path, label: 'Open Wellness' }} regionLabel={title}>
      {day.isPending || members.isPending ? (
        <PlaceholderList label="Loading wellness" count={3} lineClassName="h-8 w-full" />
      ) : day.isError ? (
        <ErrorPanel
          title="Could not load medications"
          message={errorMessage(day.error)}
          onRetry={() => void day.refetch()}
        />
      ) : (
        <div className="grid gap-3">
          {meds.length === 0 ? (
            <EmptyState title="No medications today" />
          ) : (
            <ul aria-label="Today's medications" className="grid gap-1 text-sm">
              {meds.slice(0, 4).map((d) => (
                <li key={d.medication.id} className="flex items-center justify-between gap-2">
                  <span>
                    {d.medication.name} · {members.nameOf(d.medication.userId)}
                  </span>
                  <Badge variant={d.status === 'due' ? 'warning' : 'outline'}>
                    {medicationStatusLabels[d.status]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-muted-foreground">
            {due.length === 0 ? 'Every dose of today is logged.' : `${due.length} still due today.`} Water:{' '}
            {Math.round(consumed)} of {Math.round(goalOz)} oz ({goalPercent(consumed, goalOz)}%).
          </p>
          {mine ? (
            <p className="flex flex-wrap gap-2 text-sm">
              <Badge variant={mine.journalWritten ? 'success' : 'outline'}>
                {mine.journalWritten ? 'Journal written today' : 'No journal entry yet today'}
              </Badge>
              <Badge variant={mine.checkinDone ? 'success' : 'outline'}>
                {mine.checkinDone ? 'Check-in done' : 'No check-in yet today'}
              </Badge>
            </p>
          ) : null}
        </div>
      )}
    </DashboardCard>
  );
}
