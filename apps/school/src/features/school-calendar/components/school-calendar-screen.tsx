import { useEffect, useMemo, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon, SchoolIcon } from 'lucide-react';
import { useLiveUpdates } from '@familyhub/api-client';
import {
  localDate,
  type ExtracurricularActivity,
  type SchoolEvent,
  type Weekday,
} from '@familyhub/contracts';
import {
  Badge,
  Button,
  deleteWithToast,
  EmptyState,
  ItemActions,
  PageHeader,
  QueryList,
  toast,
  type ListQuery,
  useFamilyMoney,
  lazyDialog,
} from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useFormats, useMessages, type Formats } from '@familyhub/ui/i18n';
import { SchoolsStudentsDialog, useStudentDirectory } from '../../schools';
import { sharedMessages } from '../../shared/messages';
import { useFocusParam } from '../../shared/use-focus';
import { useOrganiser } from '../../shared/use-organiser';
import {
  useActivities,
  useDeleteActivity,
  useDeleteSchoolEvent,
  useSchoolEvent,
  useSchoolEvents,
} from '../api/school-calendar-api';
import {
  activityOn,
  dateOfWeekday,
  eventOn,
  monthGrid,
  monthRange,
  shiftMonth,
  weekdaysFrom,
} from '../calendar-days';
import { schoolCalendarMessages } from '../messages';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const ActivityFormDialog = lazyDialog(() =>
  import('./activity-form-dialog').then((m) => m.ActivityFormDialog),
);
const SchoolEventFormDialog = lazyDialog(() =>
  import('./school-event-form-dialog').then((m) => m.SchoolEventFormDialog),
);

type Editing =
  | { kind: 'none' }
  | { kind: 'event'; event?: SchoolEvent }
  | { kind: 'activity'; activity?: ExtracurricularActivity };

/** When an event is: its dates, then all day or its times, in the member's formats. */
function whenOf(e: SchoolEvent, allDay: string, formats: Formats): string {
  const days =
    e.endDate && e.endDate !== e.startDate
      ? `${formats.date(e.startDate)} – ${formats.date(e.endDate)}`
      : formats.date(e.startDate);
  if (e.allDay) return `${days} · ${allDay}`;
  if (!e.startTime) return days;
  return `${days} · ${formats.time(e.startTime)}${e.endTime ? `–${formats.time(e.endTime)}` : ''}`;
}

/** The month's days in weeks of seven (the last week padded with blanks). */
function weeksOf(days: (string | null)[]): (string | null)[][] {
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) {
    const week = days.slice(i, i + 7);
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  }
  return weeks;
}

// jsdom has no scrollIntoView.
const scrollIntoView = (item: HTMLLIElement | null) =>
  item?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });

/**
 * Above the month view: a query still on its way (named for screen readers) or failed (what, why, Retry), as a list's
 * states say it (`QueryList`); nothing once it has come. The days stay drawn with whatever the other query brought.
 */
function MonthQueryState({
  query,
  loadingLabel,
  errorTitle,
}: {
  query: ListQuery<unknown>;
  loadingLabel: string;
  errorTitle: string;
}) {
  return (
    <QueryList
      query={query}
      loadingLabel={loadingLabel}
      skeletonCount={1}
      skeletonClassName="h-5 w-48"
      errorTitle={errorTitle}
      isEmpty={() => true}
      empty={null}
    >
      {() => null}
    </QueryList>
  );
}

/** /school-calendar — school events and weekly activities in a month view and a list. */
export function SchoolCalendarScreen() {
  const t = useMessages(schoolCalendarMessages);
  const shared = useMessages(sharedMessages);
  const formats = useFormats();
  const { formatMoney } = useFamilyMoney();
  useLiveUpdates();
  const today = localDate();
  const { isOrganiser } = useOrganiser();
  const directory = useStudentDirectory();
  const [month, setMonth] = useState(today.slice(0, 7));
  const { from, to } = monthRange(month);
  const events = useSchoolEvents(from, to);
  const activities = useActivities();
  const deleteEvent = useDeleteSchoolEvent();
  const deleteActivity = useDeleteActivity();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [schoolsOpen, setSchoolsOpen] = useState(false);
  const [tab, setTab] = useState('month');
  // Opened on one event (`?focus=<id>`: an alert's View Details, the family calendar): its month's list, marked.
  const focusId = useFocusParam();
  const focused = useSchoolEvent(focusId);
  const shownFocus = useRef<number | null>(null);
  useEffect(() => {
    if (!focused.data || shownFocus.current === focused.data.id) return;
    shownFocus.current = focused.data.id;
    setMonth(focused.data.startDate.slice(0, 7));
    setTab('list');
  }, [focused.data]);
  const grid = useMemo(() => monthGrid(month, formats.firstDayOfWeek), [month, formats.firstDayOfWeek]);
  const monthName = formats.date(`${from}T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekdayName = (day: Weekday) =>
    formats.date(dateOfWeekday(day), { weekday: 'short', timeZone: 'UTC' });

  const guarded = (next: Editing) => {
    if (directory.entries.length === 0) {
      toast({ variant: 'destructive', title: shared('noStudents.title'), description: t('noStudents.body') });
      return;
    }
    setEditing(next);
  };
  const removeEvent = (event: SchoolEvent) =>
    deleteWithToast(deleteEvent, event.id, {
      deleted: { title: t('toast.eventDeleted'), description: event.title },
      failed: t('toast.eventDeleteFailed'),
    });
  const removeActivity = (activity: ExtracurricularActivity) =>
    deleteWithToast(deleteActivity, activity.id, {
      deleted: { title: t('toast.activityDeleted'), description: activity.name },
      failed: t('toast.activityDeleteFailed'),
    });

  return (
    <div>
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        actions={
          <>
            <Button variant="outline" onClick={() => setSchoolsOpen(true)}>
              <SchoolIcon aria-hidden /> {shared('schoolsAndStudents')}
            </Button>
            {isOrganiser ? (
              <>
                <Button variant="outline" onClick={() => guarded({ kind: 'activity' })}>
                  <PlusIcon aria-hidden /> {t('addActivity')}
                </Button>
                <Button onClick={() => guarded({ kind: 'event' })}>
                  <PlusIcon aria-hidden /> {t('addEvent')}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="month">{t('tabs.month')}</TabsTrigger>
          <TabsTrigger value="list">{t('tabs.list')}</TabsTrigger>
        </TabsList>
        <TabsContent value="month" className="pt-4">
          <div className="mb-3 flex items-center gap-2">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('month.previous')}
              onClick={() => setMonth(shiftMonth(month, -1))}
            >
              <ChevronLeftIcon aria-hidden className="rtl:-scale-x-100" />
            </Button>
            <h2 className="min-w-40 text-center text-lg font-semibold">{monthName}</h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('month.next')}
              onClick={() => setMonth(shiftMonth(month, 1))}
            >
              <ChevronRightIcon aria-hidden className="rtl:-scale-x-100" />
            </Button>
          </div>
          <div className="mb-3 grid gap-2 empty:hidden">
            <MonthQueryState
              query={events}
              loadingLabel={t('events.loading')}
              errorTitle={t('events.error.load')}
            />
            <MonthQueryState
              query={activities}
              loadingLabel={t('activities.loading')}
              errorTitle={t('activities.error.load')}
            />
          </div>
          {/* A month table to read (not a keyboard grid): rows of cells; each row's box joins the 7-column grid. */}
          <div role="table" aria-label={monthName} className="grid grid-cols-7 gap-1 text-xs">
            <div role="row" className="contents">
              {weekdaysFrom(formats.firstDayOfWeek).map((d) => (
                <div key={d} role="columnheader" className="px-1 py-1 font-medium text-muted-foreground">
                  {weekdayName(d)}
                </div>
              ))}
            </div>
            {weeksOf(grid).map((week, w) => (
              <div key={`week-${w}`} role="row" className="contents">
                {week.map((date, i) =>
                  date === null ? (
                    <div key={`blank-${w}-${i}`} role="cell" />
                  ) : (
                    <div
                      key={date}
                      role="cell"
                      className={`min-h-20 rounded-md border p-1 ${date === today ? 'border-primary' : ''}`}
                    >
                      {/* Seen: the day's number; heard: the date itself, which names the cell. */}
                      <div className="font-medium">
                        <span aria-hidden>{Number(date.slice(8))}</span>
                        <span className="sr-only">{formats.date(date, { dateStyle: 'long' })}</span>
                      </div>
                      <ul className="grid gap-0.5">
                        {(events.data ?? [])
                          .filter((e) => eventOn(e, date))
                          .map((e) => (
                            <li
                              key={`e${e.id}`}
                              className="truncate rounded bg-primary/10 px-1 text-primary"
                              title={e.title}
                            >
                              {e.title}
                            </li>
                          ))}
                        {(activities.data ?? [])
                          .filter((a) => activityOn(a, date))
                          .map((a) => (
                            <li
                              key={`a${a.id}`}
                              className="truncate rounded bg-secondary px-1"
                              title={`${a.name} ${formats.time(a.startTime)}`}
                            >
                              {formats.time(a.startTime)} {a.name}
                            </li>
                          ))}
                      </ul>
                    </div>
                  ),
                )}
              </div>
            ))}
          </div>
        </TabsContent>
        <TabsContent value="list" className="grid gap-6 pt-4">
          <section aria-label={t('events.list')} className="grid gap-2">
            <h2 className="text-lg font-semibold">{t('events.heading', { month: monthName })}</h2>
            <QueryList
              query={events}
              loadingLabel={t('events.loading')}
              errorTitle={t('events.error.load')}
              isEmpty={(data) => data.length === 0}
              empty={<EmptyState title={t('events.empty')} />}
            >
              {(data) => (
                <ul className="grid gap-2">
                  {data.map((e) => (
                    <li
                      key={e.id}
                      ref={e.id === focusId ? scrollIntoView : undefined}
                      aria-current={e.id === focusId ? 'true' : undefined}
                      className={`flex items-start justify-between gap-2 rounded-lg border p-3 ${
                        e.id === focusId ? 'ring-2 ring-primary ring-offset-2 ring-offset-background' : ''
                      }`}
                    >
                      <div>
                        <p className="font-medium">{e.title}</p>
                        <p className="text-sm text-muted-foreground">
                          {whenOf(e, t('events.allDay'), formats)}
                          {e.location ? ` · ${e.location}` : ''}
                        </p>
                        <Badge variant="secondary">{t(`eventType.${e.eventType}`)}</Badge>{' '}
                        <span className="text-xs text-muted-foreground">
                          {t('events.reminder', { days: e.reminderDays })}
                        </span>
                      </div>
                      {isOrganiser ? (
                        <ItemActions
                          itemLabel={e.title}
                          onEdit={() => setEditing({ kind: 'event', event: e })}
                          onDelete={() => void removeEvent(e)}
                          confirmTitle={t('confirm.delete.title', { name: e.title })}
                        />
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </QueryList>
          </section>
          <section aria-label={t('activities.list')} className="grid gap-2">
            <h2 className="text-lg font-semibold">{t('activities.heading')}</h2>
            <QueryList
              query={activities}
              loadingLabel={t('activities.loading')}
              errorTitle={t('activities.error.load')}
              isEmpty={(data) => data.length === 0}
              empty={<EmptyState title={t('activities.empty')} />}
            >
              {(data) => (
                <ul className="grid gap-2">
                  {data.map((a) => (
                    <li key={a.id} className="flex items-start justify-between gap-2 rounded-lg border p-3">
                      <div>
                        <p className="font-medium">
                          {a.name}{' '}
                          <span className="text-sm font-normal text-muted-foreground">
                            · {directory.byId.get(a.studentId)?.name ?? shared('formerMember')}
                          </span>
                        </p>
                        <p className="text-sm capitalize text-muted-foreground">
                          {a.daysOfWeek.map(weekdayName).join(', ')} ·{' '}
                          {`${formats.time(a.startTime)}–${formats.time(a.endTime)}`}
                          {a.instructor ? ` · ${a.instructor}` : ''}
                        </p>
                        {a.costCents !== null ? (
                          <Badge variant={a.isPaid ? 'success' : 'warning'}>
                            {t(a.isPaid ? 'activities.paid' : 'activities.unpaid', {
                              amount: formatMoney(a.costCents),
                            })}
                          </Badge>
                        ) : null}
                      </div>
                      {isOrganiser ? (
                        <ItemActions
                          itemLabel={a.name}
                          onEdit={() => setEditing({ kind: 'activity', activity: a })}
                          onDelete={() => void removeActivity(a)}
                          confirmTitle={t('confirm.delete.title', { name: a.name })}
                        />
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </QueryList>
          </section>
        </TabsContent>
      </Tabs>
      <SchoolEventFormDialog
        open={editing.kind === 'event'}
        onOpenChange={(open) => !open && setEditing({ kind: 'none' })}
        event={editing.kind === 'event' ? editing.event : undefined}
        defaultDate={today}
      />
      <ActivityFormDialog
        open={editing.kind === 'activity'}
        onOpenChange={(open) => !open && setEditing({ kind: 'none' })}
        activity={editing.kind === 'activity' ? editing.activity : undefined}
        defaultDate={today}
      />
      <SchoolsStudentsDialog open={schoolsOpen} onOpenChange={setSchoolsOpen} />
    </div>
  );
}
