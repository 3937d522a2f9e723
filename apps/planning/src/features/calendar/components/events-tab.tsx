import { useMembers } from '@familyhub/api-client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  QueryList,
  deleteWithToast,
  lazyDialog,
} from '@familyhub/ui';
import type { EventOccurrence } from '@familyhub/contracts';
import {
  dayKeyOf,
  daysWithEvents,
  gridWindow,
  monthGrid,
  monthOf,
  occurrencesOn,
  type DayKey,
} from '../calendar-days';
import { useEvent, useEventOccurrences, useDeleteEvent, useCancelOccurrence } from '../api/events-api';
import { useFocusParam } from '../../shared/use-focus';
import { useFamilyCalendarItems } from '../api/list-family-calendar-items';
import { useCanEditSchedule, useScheduleIsReadOnlyForParent } from '../use-calendar-permissions';
import { ContributedItemRow } from './contributed-item';
import { EventItem } from './event-item';
import { MonthCalendar } from './month-calendar';
import { ScheduleReadOnlyNote } from './schedule-read-only-note';
import { useMonthSelection } from './use-month-selection';
import { CalendarFeedPanel } from '../../calendar-feed';
import { useMessages } from '@familyhub/ui/i18n';
import { calendarMessages } from '../messages';
import { useCalendarFormats } from '../use-calendar-formats';

// Their forms, react-hook-form and the contracts' schemas arrive when they first open (issue #34).
const EventFormDialog = lazyDialog(() => import('./event-form-dialog').then((m) => m.EventFormDialog));
const OccurrenceFormDialog = lazyDialog(
  () => import('./occurrence-form-dialog').then((m) => m.OccurrenceFormDialog),
  ({ occurrence, onClose }) => ({ open: occurrence !== null, close: onClose }),
);

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; eventId: number };

/**
 * Opened on one event (`?focus=<event id>`, an alert's View Details): selects, once, the day of its next occurrence
 * from today in the loaded month, or else the day a one-off event takes place; the day's list highlights it.
 */
function useSelectFocusedEvent(
  occurrences: EventOccurrence[] | undefined,
  select: (day: DayKey) => void,
): number | null {
  const focusId = useFocusParam();
  const event = useEvent(focusId);
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (focusId === null || done.current === focusId || !occurrences || !event.data) return;
    done.current = focusId;
    const today = dayKeyOf(new Date());
    const next = occurrences
      .filter((o) => o.eventId === focusId)
      .map((o) => dayKeyOf(new Date(o.start)))
      .filter((day) => day >= today)
      .sort()[0];
    // A series with no occurrence left in this month stays on today.
    if (next) select(next);
    else if (!event.data.recurrence) select(dayKeyOf(new Date(event.data.startAt)));
  }, [focusId, occurrences, event.data, select]);
  return focusId;
}

/** The Events tab of /calendar: a month beside the selected day's events (spec 000 §2). */
export function EventsTab() {
  const t = useMessages(calendarMessages);
  const formats = useCalendarFormats();
  const firstDay = formats.firstDayOfWeek;
  const { selected, setSelected, month, setMonth, dataMonth } = useMonthSelection();
  const range = gridWindow(dataMonth, firstDay);
  const occurrences = useEventOccurrences(range.from, range.to);
  // School events, activities, documents due, me time: what other domains add, each on its own (ADR 0014).
  const contributed = useFamilyCalendarItems(range.from, range.to);
  const { byId: membersById } = useMembers();
  // The planning service refuses event changes (403) from a parent without "Edit schedule": offer none.
  const organiser = useCanEditSchedule();
  const readOnlyParent = useScheduleIsReadOnlyForParent();
  const deleteEvent = useDeleteEvent();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const cancelOccurrence = useCancelOccurrence();
  const [editingOccurrence, setEditingOccurrence] = useState<EventOccurrence | null>(null);

  const all = occurrences.data;
  const focusId = useSelectFocusedEvent(all, (day) => {
    setSelected(day);
    setMonth(monthOf(day));
  });
  const marked = useMemo(() => {
    const days = daysWithEvents(all ?? [], monthGrid(month, firstDay).flat());
    for (const item of contributed.items) days.add(item.day);
    return days;
  }, [all, month, firstDay, contributed.items]);
  const dayEvents = occurrencesOn(all ?? [], selected);
  const dayContributed = contributed.items.filter((item) => item.day === selected);

  const remove = async (occurrence: EventOccurrence) => {
    await deleteWithToast(deleteEvent, occurrence.eventId, {
      deleted: {
        title: t('toast.deleted.title'),
        description: t('toast.deleted.body', { title: occurrence.title }),
      },
      failed: t('toast.deleteFailed'),
    });
  };

  const skip = async (occurrence: EventOccurrence) => {
    await deleteWithToast(
      cancelOccurrence,
      {
        eventId: occurrence.eventId,
        occurrenceStart: occurrence.occurrenceStart,
      },
      {
        deleted: {
          title: t('toast.occurrenceDeleted.title'),
          description: t('toast.occurrenceDeleted.body', { title: occurrence.title }),
        },
        failed: t('toast.occurrenceDeleteFailed'),
      },
    );
  };

  const heading = t('day.heading', { date: formats.longDate(selected) });
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Card>
        <CardContent className="pt-6">
          <MonthCalendar
            month={month}
            selected={selected}
            onSelect={setSelected}
            onMonthChange={setMonth}
            marked={marked}
          />
        </CardContent>
      </Card>
      <Card role="region" aria-label={heading}>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{heading}</CardTitle>
          {organiser ? (
            <Button onClick={() => setDialog({ mode: 'add' })}>
              <PlusIcon aria-hidden />
              {t('day.add')}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-3">
          {readOnlyParent ? <ScheduleReadOnlyNote what="events" /> : null}
          <QueryList
            query={occurrences}
            loadingLabel={t('day.loading')}
            errorTitle={t('error.load')}
            isEmpty={() => dayEvents.length === 0 && dayContributed.length === 0}
            empty={<EmptyState title={t('day.empty')} />}
          >
            {() => (
              <ul aria-label={heading} className="grid gap-2">
                {dayEvents.map((occurrence) => (
                  <EventItem
                    key={`${occurrence.eventId}-${occurrence.start}`}
                    focused={occurrence.eventId === focusId}
                    occurrence={occurrence}
                    organizer={
                      occurrence.ownerId === null ? null : (membersById.get(occurrence.ownerId)?.name ?? null)
                    }
                    onEdit={
                      organiser ? () => setDialog({ mode: 'edit', eventId: occurrence.eventId }) : undefined
                    }
                    onDelete={organiser ? () => void remove(occurrence) : undefined}
                    onEditOccurrence={organiser ? () => setEditingOccurrence(occurrence) : undefined}
                    onDeleteOccurrence={organiser ? () => void skip(occurrence) : undefined}
                  />
                ))}
                {dayContributed.map((item) => (
                  <ContributedItemRow
                    key={`${item.domain}-${item.key}`}
                    item={item}
                    memberName={
                      item.memberId === null ? null : (membersById.get(item.memberId)?.name ?? null)
                    }
                  />
                ))}
              </ul>
            )}
          </QueryList>
          {contributed.missing.map((source) => (
            <p
              key={source.domain}
              role="status"
              className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
            >
              {t('contributed.missing', { domain: source.domainName })}
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0"
                onClick={source.retry}
                aria-label={t('contributed.retryLabel', { domain: source.domainName })}
              >
                {t('contributed.retry')}
              </Button>
            </p>
          ))}
        </CardContent>
      </Card>
      {organiser ? (
        <EventFormDialog
          open={dialog.mode !== 'closed'}
          onOpenChange={(open) => {
            if (!open) setDialog({ mode: 'closed' });
          }}
          eventId={dialog.mode === 'edit' ? dialog.eventId : undefined}
          day={selected}
        />
      ) : null}
      {organiser ? (
        <OccurrenceFormDialog occurrence={editingOccurrence} onClose={() => setEditingOccurrence(null)} />
      ) : null}
      <CalendarFeedPanel />
    </div>
  );
}
