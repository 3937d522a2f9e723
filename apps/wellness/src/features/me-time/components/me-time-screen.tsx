import { useEffect, useState } from 'react';
import { LightbulbIcon, PlusIcon } from 'lucide-react';
import { errorMessage, useLiveUpdates, useMembers } from '@familyhub/api-client';
import { meTimeStateOf, type MeTimeBlock, type MeTimeState } from '@familyhub/contracts';
import {
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
import { useMessages } from '@familyhub/ui/i18n';
import { addDays, isoDateOf, longDateLabel } from '../../shared/dates';
import { sharedMessages } from '../../shared/messages';
import { useCompleteMeTimeBlock, useDeleteMeTimeBlock, useMeTimeBlocks } from '../api/me-time-api';
import { meTimeMessages } from '../messages';
import { BlockCard } from './block-card';
import { MonthOfBlocks } from './calendar-view';
import type { MeTimeFormDialogProps } from './me-time-form-dialog';
import { meTimeFailed } from './me-time-texts';
import { occursOn } from '../occurrences';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const SuggestionsDialog = lazyDialog(() => import('./suggestions-dialog').then((m) => m.SuggestionsDialog));
const MeTimeFormDialog = lazyDialog(() => import('./me-time-form-dialog').then((m) => m.MeTimeFormDialog));

/** How often the tabs look at the clock again, so a block moves from Upcoming to Happening Now to Past. */
const CLOCK_TICK_MS = 15_000;

type Tab = 'upcoming' | 'now' | 'calendar' | 'past';
const systemClock = () => new Date();

export interface MeTimeScreenProps {
  now?: () => Date;
}

/** /me-time (001 §2, §4, §8): Upcoming, Happening Now, Calendar View and Past Sessions of the caller's me time. */
export function MeTimeScreen({ now: clock = systemClock }: MeTimeScreenProps) {
  useLiveUpdates();
  const t = useMessages(meTimeMessages);
  const words = useMessages(sharedMessages);
  const members = useMembers();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);
  const today = isoDateOf(now);
  // The window the screen reads: a month back, three months ahead (the calendar pages within it).
  const [range] = useState(() => ({
    from: new Date(`${addDays(today, -31)}T00:00:00`).toISOString(),
    to: new Date(`${addDays(today, 92)}T00:00:00`).toISOString(),
  }));
  const query = useMeTimeBlocks(range.from, range.to);
  const remove = useDeleteMeTimeBlock();
  const complete = useCompleteMeTimeBlock();
  const [tab, setTab] = useState<Tab>('upcoming');
  const [day, setDay] = useState(today);
  const [dialog, setDialog] = useState<Pick<MeTimeFormDialogProps, 'block' | 'preset'> | null>(null);
  const [suggesting, setSuggesting] = useState(false);

  // Others' private blocks come as "Busy": this page shows the caller's own (and the ones they may see).
  const blocks = (query.data?.items ?? []).filter((b) => b.visible);
  const inState = (state: MeTimeState) => blocks.filter((b) => meTimeStateOf(b, now) === state);
  const mine = (b: MeTimeBlock) => b.userId === members.me?.id || b.createdById === members.me?.id;

  const deleteBlock = async (b: MeTimeBlock) => {
    try {
      await remove.mutateAsync(b.id);
      toast({ title: t('toast.deleted') });
    } catch (error) {
      meTimeFailed('delete', error);
    }
  };
  const completeBlock = async (b: MeTimeBlock) => {
    try {
      await complete.mutateAsync(b.id);
      toast({ title: t('toast.completed'), description: t('toast.completedBody') });
    } catch (error) {
      meTimeFailed('complete', error);
    }
  };

  const cards = (list: MeTimeBlock[], state: MeTimeState, empty: string) =>
    list.length === 0 ? (
      <EmptyState title={empty} />
    ) : (
      <ul className="grid gap-3 sm:grid-cols-2">
        {(state === 'past' ? [...list].reverse() : list).map((b) => (
          <li key={b.id}>
            <BlockCard
              block={b}
              state={state}
              personName={members.nameOf(b.userId)}
              onEdit={mine(b) ? () => setDialog({ block: b }) : undefined}
              onDelete={mine(b) ? () => void deleteBlock(b) : undefined}
              onComplete={state === 'now' && mine(b) ? () => void completeBlock(b) : undefined}
            />
          </li>
        ))}
      </ul>
    );

  const dayBlocks = blocks.filter((b) => occursOn(b, day));
  const [dy, dm, dd] = day.split('-').map(Number);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        actions={
          <>
            <Button variant="outline" onClick={() => setSuggesting(true)}>
              <LightbulbIcon aria-hidden /> {t('suggest')}
            </Button>
            <Button onClick={() => setDialog({})}>
              <PlusIcon aria-hidden /> {t('schedule')}
            </Button>
          </>
        }
      />
      {query.isPending ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorPanel
          title={t('error.load')}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retryLabel={words('retry')}
        />
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList>
            <TabsTrigger value="upcoming">{t('tabs.upcoming')}</TabsTrigger>
            <TabsTrigger value="now">{t('tabs.now')}</TabsTrigger>
            <TabsTrigger value="calendar">{t('tabs.calendar')}</TabsTrigger>
            <TabsTrigger value="past">{t('tabs.past')}</TabsTrigger>
          </TabsList>
          <TabsContent value="upcoming">
            {cards(inState('upcoming'), 'upcoming', t('empty.upcoming'))}
          </TabsContent>
          <TabsContent value="now">{cards(inState('now'), 'now', t('empty.now'))}</TabsContent>
          <TabsContent value="calendar">
            <div className="grid gap-6 md:grid-cols-[20rem_1fr]">
              <MonthOfBlocks blocks={blocks} selected={day} onSelect={setDay} />
              <section
                aria-label={t('day.label', { date: longDateLabel(day) })}
                className="grid content-start gap-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold">{longDateLabel(day)}</h2>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      onClick={() => setTab(day === today ? 'now' : day > today ? 'upcoming' : 'past')}
                    >
                      {t('day.viewAll')}
                    </Button>
                    <Button
                      onClick={() =>
                        setDialog({
                          preset: {
                            start: new Date(dy, dm - 1, dd, 9, 0),
                            end: new Date(dy, dm - 1, dd, 10, 0),
                          },
                        })
                      }
                    >
                      {t('day.add')}
                    </Button>
                  </div>
                </div>
                {dayBlocks.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('day.empty')}</p>
                ) : (
                  <ul className="grid gap-3">
                    {dayBlocks.map((b) => (
                      <li key={b.id}>
                        <BlockCard
                          block={b}
                          state={meTimeStateOf(b, now)}
                          day={day}
                          personName={members.nameOf(b.userId)}
                          onEdit={mine(b) ? () => setDialog({ block: b }) : undefined}
                          onDelete={mine(b) ? () => void deleteBlock(b) : undefined}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          </TabsContent>
          <TabsContent value="past">{cards(inState('past'), 'past', t('empty.past'))}</TabsContent>
        </Tabs>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{t('tips.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 ps-5 text-sm">
            <li>{t('tips.schedule')}</li>
            <li>{t('tips.short')}</li>
            <li>{t('tips.phone')}</li>
            <li>{t('tips.family')}</li>
          </ul>
        </CardContent>
      </Card>
      <MeTimeFormDialog
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        members={members.visible}
        me={members.me}
        now={now}
        block={dialog?.block}
        preset={dialog?.preset}
      />
      <SuggestionsDialog
        open={suggesting}
        onOpenChange={setSuggesting}
        now={now}
        onPick={(preset) => {
          setSuggesting(false);
          setDialog({ preset });
        }}
      />
    </div>
  );
}
