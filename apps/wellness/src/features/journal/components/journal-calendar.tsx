import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, CardTitle, cn, Skeleton } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { addDays, monthYearLabel, shortWeekdayNames, weekdayColumn } from '../../shared/dates';
import { useJournalDays } from '../api/journal-api';
import { journalMessages } from '../messages';

const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;
function shiftMonth(first: string, months: number): string {
  const date = new Date(`${first}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}
const monthLabel = (first: string) => {
  const [y, m] = first.split('-').map(Number);
  return monthYearLabel(new Date(y, m - 1, 1));
};

export interface JournalCalendarProps {
  today: string;
  /** The day picked to filter the entries (null: none). */
  picked: string | null;
  onPick: (day: string | null) => void;
}

/** A month grid marking the days the member wrote on; a marked day filters the list to it. */
export function JournalCalendar({ today, picked, onPick }: JournalCalendarProps) {
  const t = useMessages(journalMessages);
  const { firstDayOfWeek } = useFormats();
  // From the member's first day of the week, like the grid below.
  const weekdays = shortWeekdayNames(firstDayOfWeek);
  const [first, setFirst] = useState(() => monthStart(today));
  const last = addDays(shiftMonth(first, 1), -1);
  const days = useJournalDays(first, last);
  const written = new Set(days.data?.days ?? []);
  // Blank cells before the 1st, weeks starting on the member's first day.
  const [year, month] = first.split('-').map(Number);
  const lead = weekdayColumn(new Date(year, month - 1, 1), firstDayOfWeek);
  const count = Number(last.slice(8, 10));
  const cells = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: count }, (_, i) => addDays(first, i)),
  ];

  return (
    <Card role="region" aria-label={t('calendar.title')}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{t('calendar.title')}</CardTitle>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('calendar.previous')}
            onClick={() => setFirst(shiftMonth(first, -1))}
          >
            <ChevronLeftIcon aria-hidden className="rtl:-scale-x-100" />
          </Button>
          <span className="min-w-32 text-center text-sm font-medium" aria-live="polite">
            {monthLabel(first)}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('calendar.next')}
            onClick={() => setFirst(shiftMonth(first, 1))}
          >
            <ChevronRightIcon aria-hidden className="rtl:-scale-x-100" />
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {days.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('calendar.error')}
          </p>
        ) : days.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <div
            role="group"
            aria-label={monthLabel(first)}
            className="grid grid-cols-7 gap-1 text-center text-sm"
          >
            {weekdays.map((day) => (
              <span aria-hidden key={day} className="text-xs text-muted-foreground">
                {day}
              </span>
            ))}
            {cells.map((day, index) =>
              day === null ? (
                <span key={`blank-${index}`} />
              ) : (
                <span key={day}>
                  <button
                    type="button"
                    disabled={!written.has(day)}
                    aria-pressed={picked === day}
                    aria-label={t(written.has(day) ? 'calendar.dayWritten' : 'calendar.day', {
                      day: Number(day.slice(8, 10)),
                    })}
                    onClick={() => onPick(picked === day ? null : day)}
                    className={cn(
                      'flex aspect-square w-full items-center justify-center rounded-md',
                      written.has(day)
                        ? 'bg-primary/15 font-semibold text-primary hover:bg-primary/25'
                        : 'text-muted-foreground',
                      picked === day && 'ring-2 ring-primary',
                      day === today && 'underline',
                    )}
                  >
                    {Number(day.slice(8, 10))}
                  </button>
                </span>
              ),
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
