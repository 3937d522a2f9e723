import { useState, type ReactNode } from 'react';
import { DropletIcon, MinusIcon, PlusIcon } from 'lucide-react';
import {
  goalPercent,
  toOunces,
  WATER_DEFAULT_GOAL_OZ,
  WATER_QUICK_ADD_STEP,
  type FamilyMember,
  type WaterGoal,
} from '@familyhub/contracts';
import { isOffline, usePendingChanges, type Members } from '@familyhub/api-client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  QueryList,
  type ListQuery,
  lazyDialog,
} from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { addDays, clockOf, clockTimeLabel } from '../../shared/dates';
import { healthFailed, healthSaved } from '../../shared/health-toasts';
import {
  useAddWaterIntake,
  usePendingIntakes,
  useWaterDayLog,
  useWaterGoals,
  useWaterTotals,
} from '../api/water-api';
import { waterMessages } from '../messages';
import WaterChart from './water-chart';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const AddWaterIntakeDialog = lazyDialog(() =>
  import('./add-water-intake-dialog').then((m) => m.AddWaterIntakeDialog),
);
const WaterGoalDialog = lazyDialog(() => import('./water-goal-dialog').then((m) => m.WaterGoalDialog));

export interface WaterTabProps {
  today: string;
  now: Date;
  userId?: number;
  members: Members;
}

const goalOzOf = (goal?: WaterGoal) => (goal ? toOunces(goal.dailyGoal, goal.unit) : WATER_DEFAULT_GOAL_OZ);

function ProgressBar({ name, consumedOz, goalOz }: { name: string; consumedOz: number; goalOz: number }) {
  const t = useMessages(waterMessages);
  const percent = goalPercent(consumedOz, goalOz);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={t('progress.label', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground">
        {t('progress.text', { consumed: Math.round(consumedOz), goal: Math.round(goalOz), percent })}
      </p>
    </div>
  );
}

/**
 * The progress needs the totals and the goals: until both are there, a named placeholder or what failed with Retry
 * (which asks for both again, so one click brings back a service that was down for both).
 */
function ProgressState({
  totals,
  goals,
  children,
}: {
  totals: ListQuery<unknown>;
  goals: ListQuery<unknown>;
  children: () => ReactNode;
}) {
  const t = useMessages(waterMessages);
  const totalsAndGoals: ListQuery<unknown> = {
    isPending: totals.isPending,
    isError: totals.isError,
    error: totals.error,
    data: totals.data,
    refetch: () => Promise.all([totals.refetch(), goals.refetch()]),
  };
  return (
    <QueryList
      query={totalsAndGoals}
      loadingLabel={t('loading.intake')}
      skeletonCount={1}
      skeletonClassName="h-24 w-full"
      errorTitle={t('error.intake')}
      isEmpty={() => false}
      empty={null}
    >
      {() => (
        <QueryList
          query={goals}
          loadingLabel={t('loading.goals')}
          skeletonCount={1}
          skeletonClassName="h-24 w-full"
          errorTitle={t('error.goals')}
          isEmpty={() => false}
          empty={null}
        >
          {children}
        </QueryList>
      )}
    </QueryList>
  );
}

/** The Water Intake tab (001 §2): progress for one member or a card per member, a 7-day chart, Water Facts. */
export function WaterTab({ today, now, userId, members }: WaterTabProps) {
  const t = useMessages(waterMessages);
  const from = addDays(today, -6);
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const totals = useWaterTotals(from, today, userId);
  const goals = useWaterGoals();
  const { isPendingFor } = usePendingIntakes();
  const [adding, setAdding] = useState<{ userId?: number } | null>(null);
  const [settingGoal, setSettingGoal] = useState(false);
  const shown = userId === undefined ? members.visible : members.visible.filter((m) => m.id === userId);
  const goalList = goals.data?.items ?? [];
  const goalOf = (id: number) => goalList.find((g) => g.userId === id);
  const consumedOf = (id: number) =>
    (totals.data?.items ?? []).find((t) => t.userId === id && t.date === today)?.totalOz ?? 0;

  const single = shown.length === 1 && userId !== undefined ? shown[0] : undefined;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap justify-end gap-2">
        {/* Setting a goal changes the member's goal, so it waits until the goals are known. */}
        {goals.data ? (
          <Button variant="outline" onClick={() => setSettingGoal(true)}>
            {t('goal.title')}
          </Button>
        ) : null}
        <Button onClick={() => setAdding({ userId })}>
          <PlusIcon aria-hidden /> {t('add.title')}
        </Button>
      </div>

      {single ? (
        <SingleMemberProgress
          member={single}
          today={today}
          now={now}
          progress={
            <ProgressState totals={totals} goals={goals}>
              {() => (
                <ProgressBar
                  name={single.name}
                  consumedOz={consumedOf(single.id)}
                  goalOz={goalOzOf(goalOf(single.id))}
                />
              )}
            </ProgressState>
          }
        />
      ) : (
        <ProgressState totals={totals} goals={goals}>
          {() => (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((m) => (
                <li key={m.id}>
                  <Card role="region" aria-label={t('card.label', { name: m.name })}>
                    <CardHeader className="flex-row items-center justify-between">
                      <CardTitle>{m.name}</CardTitle>
                      {isPendingFor(m.id) ? <Badge variant="outline">{t('pending')}</Badge> : null}
                      <Button size="sm" variant="outline" onClick={() => setAdding({ userId: m.id })}>
                        {t('card.add')}
                      </Button>
                    </CardHeader>
                    <CardContent>
                      <ProgressBar
                        name={m.name}
                        consumedOz={consumedOf(m.id)}
                        goalOz={goalOzOf(goalOf(m.id))}
                      />
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </ProgressState>
      )}

      {/* The totals' failure is said once, above; the chart comes with them. */}
      {totals.data ? (
        <WaterChart
          days={days}
          members={shown}
          totals={totals.data.items}
          goalOz={single && goals.data ? goalOzOf(goalOf(single.id)) : undefined}
        />
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>{t('facts.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 ps-5 text-sm">
            <li>{t('facts.body')}</li>
            <li>{t('facts.thirst')}</li>
            <li>{t('facts.children')}</li>
            <li>{t('facts.units')}</li>
          </ul>
        </CardContent>
      </Card>

      <AddWaterIntakeDialog
        open={adding !== null}
        onOpenChange={(open) => {
          if (!open) setAdding(null);
        }}
        members={members.visible}
        userId={adding?.userId}
        now={now}
      />
      <WaterGoalDialog
        open={settingGoal}
        onOpenChange={setSettingGoal}
        members={members.visible}
        goals={goalList}
        userId={userId}
      />
    </div>
  );
}

function SingleMemberProgress({
  member,
  today,
  now,
  progress,
}: {
  member: FamilyMember;
  today: string;
  now: Date;
  /** The progress bar, or what keeps it back. */
  progress: ReactNode;
}) {
  const t = useMessages(waterMessages);
  const log = useWaterDayLog(today, member.id);
  const add = useAddWaterIntake();
  const { isPending } = usePendingChanges('water-intakes');
  const [amount, setAmount] = useState(WATER_QUICK_ADD_STEP);
  const quickAdd = async () => {
    try {
      const answer = await add.mutateAsync({
        userId: member.id,
        amount,
        unit: 'oz',
        date: today,
        time: clockOf(now),
      });
      // Kept with no network (issue #31): it is sent when the network returns.
      healthSaved(t('toast.added'), answer === undefined && isOffline() ? t('toast.offline') : undefined);
    } catch (error) {
      healthFailed('addWaterIntake', error);
    }
  };
  return (
    <Card role="region" aria-label={t('progress.label', { name: member.name })}>
      <CardHeader>
        <CardTitle>{t('today.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {progress}
        <div className="flex items-center gap-2">
          <Button
            size="icon"
            variant="outline"
            aria-label={t('quick.less')}
            disabled={amount <= WATER_QUICK_ADD_STEP}
            onClick={() => setAmount((a) => Math.max(WATER_QUICK_ADD_STEP, a - WATER_QUICK_ADD_STEP))}
          >
            <MinusIcon aria-hidden />
          </Button>
          <span aria-live="polite" className="w-16 text-center font-medium">
            {t('quick.amount', { amount })}
          </span>
          <Button
            size="icon"
            variant="outline"
            aria-label={t('quick.more')}
            onClick={() => setAmount((a) => a + WATER_QUICK_ADD_STEP)}
          >
            <PlusIcon aria-hidden />
          </Button>
          <Button disabled={add.isPending} onClick={() => void quickAdd()}>
            <DropletIcon aria-hidden /> {t('quick.add', { amount })}
          </Button>
        </div>
        <section aria-label={t('log.label')} className="grid gap-1">
          <QueryList
            query={log}
            loadingLabel={t('log.loading')}
            skeletonCount={2}
            skeletonClassName="h-6 w-full"
            errorTitle={t('log.error')}
            isEmpty={(data) => data.items.length === 0}
            empty={<p className="text-sm text-muted-foreground">{t('log.empty')}</p>}
          >
            {(data) => (
              <ul className="divide-y divide-border text-sm">
                {[...data.items]
                  .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id)
                  .map((e) => (
                    <li key={e.id} className="flex justify-between py-1">
                      <span>{clockTimeLabel(e.time)}</span>
                      <span className="flex items-center gap-2">
                        {isPending(e.id) ? <Badge variant="outline">{t('pending')}</Badge> : null}
                        {t('log.amount', { amount: e.amount, unit: e.unit })}
                      </span>
                    </li>
                  ))}
              </ul>
            )}
          </QueryList>
        </section>
      </CardContent>
    </Card>
  );
}
