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
import {
  daysWithEvents,
  formatLongDate,
  formatOccurrenceTime,
  gridWindow,
  monthGrid,
  occurrencesOn,
} from '../calendar-days';
import { useEventOccurrences } from '../api/events-api';
import { MonthCalendar } from './month-calendar';
import { useMonthSelection } from './use-month-selection';

/** The dashboard's Calendar card: a mini month, and the chosen day's events with start and end times. */
export function CalendarCard() {
  const { selected, setSelected, month, setMonth } = useMonthSelection();
  const range = gridWindow(month);
  const occurrences = useEventOccurrences(range.from, range.to);
  const all = occurrences.data;
  const marked = useMemo(() => daysWithEvents(all ?? [], monthGrid(month).flat()), [all, month]);
  const dayEvents = occurrencesOn(all ?? [], selected);
  const heading = `Events for ${formatLongDate(selected)}`;

  return (
    <Card role="region" aria-label="Calendar">
      <CardHeader>
        <CardTitle>Calendar</CardTitle>
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
            <div role="status" aria-label="Loading events">
              <Skeleton className="h-10 w-full" />
            </div>
          ) : occurrences.isError ? (
            <ErrorPanel
              title="Could not load events"
              message={errorMessage(occurrences.error)}
              onRetry={() => void occurrences.refetch()}
            />
          ) : dayEvents.length === 0 ? (
            <p className="text-sm text-muted-foreground">No events scheduled for this date.</p>
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
                    {formatOccurrenceTime(occurrence)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to="/calendar">Go to Calendar</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
