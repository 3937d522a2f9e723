import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button, cn } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import {
  addDays,
  addMonths,
  dateOfKey,
  dayKeyOf,
  monthGrid,
  monthOf,
  weekdayOffset,
  type DayKey,
} from '../calendar-days';
import { calendarMessages } from '../messages';
import { useCalendarFormats } from '../use-calendar-formats';

export interface MonthCalendarProps {
  /** 'YYYY-MM' of the month shown. */
  month: string;
  selected: DayKey;
  /** Choosing a day (click, Enter, or moving with the keyboard) — it may lie in another month. */
  onSelect: (day: DayKey) => void;
  onMonthChange: (month: string) => void;
  /** Days that get a dot. */
  marked: ReadonlySet<DayKey>;
  /** Smaller cells for the dashboard card. */
  compact?: boolean;
}

/**
 * A month grid with single-day selection, weeks starting on the member's first weekday (Sunday in English). Keyboard: arrows move a day or a week,
 * Home/End go to the week's start/end, Page Up/Page Down change month; the selection follows.
 */
export function MonthCalendar({
  month,
  selected,
  onSelect,
  onMonthChange,
  marked,
  compact = false,
}: MonthCalendarProps) {
  const t = useMessages(calendarMessages);
  const formats = useCalendarFormats();
  const weeks = monthGrid(month, formats.firstDayOfWeek);
  const grid = useRef<HTMLTableElement>(null);
  const movedByKeyboard = useRef(false);
  const today = dayKeyOf(new Date());
  // The one day in the tab order: the selected one when it is shown, else the first of the month.
  const focusable = monthOf(selected) === month ? selected : `${month}-01`;

  useEffect(() => {
    if (!movedByKeyboard.current) return;
    movedByKeyboard.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected, month]);

  const choose = (day: DayKey) => {
    if (monthOf(day) !== month) onMonthChange(monthOf(day));
    onSelect(day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: DayKey) => {
    const weekday = weekdayOffset(dateOfKey(day), formats.firstDayOfWeek);
    const moves: Record<string, () => DayKey> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekday),
      End: () => addDays(day, 6 - weekday),
      PageUp: () => addMonths(day, -1),
      PageDown: () => addMonths(day, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    movedByKeyboard.current = true;
    choose(move());
  };

  return (
    <div className={cn('grid gap-2', compact ? 'text-xs' : 'text-sm')}>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('month.previous')}
          onClick={() => onMonthChange(monthOf(addMonths(`${month}-01`, -1)))}
        >
          <ChevronLeftIcon aria-hidden className="rtl:-scale-x-100" />
        </Button>
        <h2 className="font-semibold" aria-live="polite">
          {formats.month(month)}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('month.next')}
          onClick={() => onMonthChange(monthOf(addMonths(`${month}-01`, 1)))}
        >
          <ChevronRightIcon aria-hidden className="rtl:-scale-x-100" />
        </Button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={formats.month(month)}
        className="w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {formats.weekdays.map(({ short, long }) => (
              <th
                key={long}
                scope="col"
                abbr={long}
                className="pb-1 text-center font-medium text-muted-foreground"
              >
                <span aria-hidden>{short}</span>
                <span className="sr-only">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const inMonth = monthOf(day) === month;
                const isSelected = day === selected;
                const hasEvents = marked.has(day);
                return (
                  <td key={day} role="gridcell" aria-selected={isSelected} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focusable ? 0 : -1}
                      aria-label={
                        hasEvents
                          ? t('month.dayWithEvents', { date: formats.longDate(day) })
                          : formats.longDate(day)
                      }
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => choose(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      className={cn(
                        'relative mx-auto flex w-full flex-col items-center justify-center rounded-md outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                        compact ? 'h-8' : 'h-10',
                        inMonth ? 'text-foreground' : 'text-muted-foreground',
                        isSelected ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                        day === today && !isSelected && 'font-bold text-primary',
                      )}
                    >
                      <span>{dateOfKey(day).getDate()}</span>
                      {hasEvents ? (
                        <span
                          aria-hidden
                          data-testid="event-dot"
                          className={cn(
                            'absolute bottom-1 size-1.5 rounded-full',
                            isSelected ? 'bg-primary-foreground' : 'bg-primary',
                          )}
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
