import { errorMessage } from '@familyhub/api-client';
import { useMemo } from 'react';
import { Link } from '@familyhub/ui/router';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  ErrorPanel,
  Skeleton,
} from '@familyhub/ui';
import { daysWithEvents, gridWindow, monthGrid, occurrencesOn } from '../calendar-days';
import { useEventOccurrences } from '../api/events-api';
import { useMessages } from '@familyhub/ui/i18n';
import { calendarMessages } from '../messages';
import { useCalendarFormats } from '../use-calendar-formats';
import { MonthCalendar } from './month-calendar';
import { useMonthSelection } from './use-month-selection';

/** The dashboard's Calendar card: a mini month, and the chosen day's events with start and end times. */
export function CalendarCard() {
  const t = useMessages(calendarMessages);
  const formats = useCalendarFormats();
  const firstDay = formats.firstDayOfWeek;
  const { selected, setSelected, month, setMonth, dataMonth } = useMonthSelection();
  const range = gridWindow(dataMonth, firstDay);
  const occurrences = useEventOccurrences(range.from, range.to);
  const all = occurrences.data;
  const marked = useMemo(
    () => daysWithEvents(all ?? [], monthGrid(month, firstDay).flat()),
    [all, month, firstDay],
  );
  const dayEvents = occurrencesOn(all ?? [], selected);
  const heading = t('day.heading', { date: formats.longDate(selected) });

  return (
    <Card role="region" aria-label={t('card.title')}>
      <CardHeader>
        <CardTitle>{t('card.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <MonthCalendar
          month={month}
          selected={selected}
          onSelect={setSelected}
          onMonthChange={setMonth}
          marked={marked}
          compact
        />
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{heading}</h3>
          {occurrences.isPending ? (
            <div role="status" aria-label={t('day.loading')}>
              <Skeleton className="h-10 w-full" />
            </div>
          ) : occurrences.isError ? (
            <ErrorPanel
              title={t('error.load')}
              message={errorMessage(occurrences.error)}
              onRetry={() => void occurrences.refetch()}
            />
          ) : dayEvents.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('day.empty')}</p>
          ) : (
            <ul aria-label={heading} className="grid gap-1.5">
              {dayEvents.map((occurrence) => (
                <li
                  key={`${occurrence.eventId}-${occurrence.start}`}
                  aria-label={occurrence.title}
                  className="flex items-center gap-2 text-sm"
                >
                  <span
                    aria-hidden
                    className="size-2.5 shrink-0 rounded-full"
                    style={{ backgroundColor: occurrence.color }}
                  />
                  <span className="min-w-0 flex-1 truncate font-medium">{occurrence.title}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {formats.occurrenceTime(occurrence)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to="/calendar">{t('card.link')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
