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
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@familyhub/ui';
import { addDays, isoDateOf, longDateLabel } from '../../shared/dates';
import { useCompleteMeTimeBlock, useDeleteMeTimeBlock, useMeTimeBlocks } from '../api/me-time-api';
import { BlockCard } from './block-card';
import { MonthOfBlocks } from './calendar-view';
import { MeTimeFormDialog, type MeTimeFormDialogProps } from './me-time-form-dialog';
import { meTimeFailed } from './me-time-texts';
import { SuggestionsDialog } from './suggestions-dialog';
import { occursOn } from '../occurrences';

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
      toast({ title: 'Me Time Block Deleted' });
    } catch (error) {
      meTimeFailed('Failed to delete me time block', error);
    }
  };
  const completeBlock = async (b: MeTimeBlock) => {
    try {
      await complete.mutateAsync(b.id);
      toast({ title: 'Me Time Completed', description: 'Great job taking time for yourself!' });
    } catch (error) {
      meTimeFailed('Failed to mark as completed', error);
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
        title="Me Time"
        description="Time for yourself, protected. The family sees only that you are busy."
        actions={
          <>
            <Button variant="outline" onClick={() => setSuggesting(true)}>
              <LightbulbIcon aria-hidden /> Get Suggestions
            </Button>
            <Button onClick={() => setDialog({})}>
              <PlusIcon aria-hidden /> Schedule Me Time
            </Button>
          </>
        }
      />
      {query.isPending ? (
        <div role="status" aria-label="Loading me time">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorPanel
          title="Could not load me time"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList>
            <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
            <TabsTrigger value="now">Happening Now</TabsTrigger>
            <TabsTrigger value="calendar">Calendar View</TabsTrigger>
            <TabsTrigger value="past">Past Sessions</TabsTrigger>
          </TabsList>
          <TabsContent value="upcoming">
            {cards(inState('upcoming'), 'upcoming', 'No upcoming me time')}
          </TabsContent>
          <TabsContent value="now">{cards(inState('now'), 'now', 'Nothing happening right now')}</TabsContent>
          <TabsContent value="calendar">
            <div className="grid gap-6 md:grid-cols-[20rem_1fr]">
              <MonthOfBlocks blocks={blocks} selected={day} onSelect={setDay} />
              <section aria-label={`Me time on ${longDateLabel(day)}`} className="grid content-start gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-lg font-semibold">{longDateLabel(day)}</h2>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      onClick={() => setTab(day === today ? 'now' : day > today ? 'upcoming' : 'past')}
                    >
                      View All Me Time
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
                      Add for This Day
                    </Button>
                  </div>
                </div>
                {dayBlocks.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No me time on this day.</p>
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
          <TabsContent value="past">{cards(inState('past'), 'past', 'No past sessions yet')}</TabsContent>
        </Tabs>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Self-Care Tips</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>Put it in the calendar: time that is scheduled happens.</li>
            <li>Short counts: 15 quiet minutes are better than none.</li>
            <li>Phone away, notifications off — that is what Do not disturb is for.</li>
            <li>Tell the family; they can cover for you while you are busy.</li>
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
